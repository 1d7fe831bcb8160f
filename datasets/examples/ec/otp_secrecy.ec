(* One-time pad: the ciphertext of a uniformly sampled key hides the message. *)
require import AllCore Distr DBool.

type msg = bool.

op dkey : bool distr = {0,1}.

module type Adversary = {
  proc choose() : msg * msg
  proc guess(c : bool) : bool
}.

module IND (A : Adversary) = {
  proc main() : bool = {
    var m0, m1, k, c, b, b' : bool;
    (m0, m1) <@ A.choose();
    b <$ {0,1};
    k <$ dkey;
    c <- (if b then m1 else m0) ^^ k;
    b' <@ A.guess(c);
    return b = b';
  }
}.

module Rand (A : Adversary) = {
  proc main() : bool = {
    var m0, m1, c, b, b' : bool;
    (m0, m1) <@ A.choose();
    c <$ {0,1};
    b' <@ A.guess(c);
    b <$ {0,1};
    return b = b';
  }
}.

section Security.

declare module A <: Adversary.

lemma ind_rand &m :
  Pr[IND(A).main() @ &m : res] = Pr[Rand(A).main() @ &m : res].
proof.
byequiv => //; proc.
swap{2} 4 -2; call (: true).
rnd (fun k => (if b{1} then m1{1} else m0{1}) ^^ k).
by rnd; call (: true); auto => /> /#.
qed.

end section Security.
