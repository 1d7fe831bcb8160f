(* A counter module and a Hoare-logic specification of its increment. *)
require import AllCore Int.

module Counter = {
  var n : int

  proc init() : unit = {
    n <- 0;
  }

  proc incr(k : int) : int = {
    if (0 < k) {
      n <- n + k;
    }
    return n;
  }
}.

lemma incr_monotone (m : int) :
  hoare [Counter.incr : Counter.n = m ==> m <= res].
proof.
proc; auto => /> /#.
qed.

lemma init_zero : hoare [Counter.init : true ==> Counter.n = 0].
proof. by proc; auto. qed.
