# generated from smt.maude by signature::tests::regenerate; do not edit
module	BOOLEAN	fmod	
sorts	Boolean
op	true		Boolean		SMT_Symbol(true)	
op	false		Boolean		SMT_Symbol(false)	
op	not_	Boolean	Boolean		SMT_Symbol(not)	prec 53
op	_and_	Boolean Boolean	Boolean		SMT_Symbol(and)	gather (E e); prec 55
op	_xor_	Boolean Boolean	Boolean		SMT_Symbol(xor)	gather (E e); prec 57
op	_or_	Boolean Boolean	Boolean		SMT_Symbol(or)	gather (E e); prec 59
op	_implies_	Boolean Boolean	Boolean		SMT_Symbol(implies)	gather (e E); prec 61
op	_===_	Boolean Boolean	Boolean		SMT_Symbol(===)	gather (e E); prec 51
op	_=/==_	Boolean Boolean	Boolean		SMT_Symbol(=/==)	gather (e E); prec 51
op	_?_:_	Boolean Boolean Boolean	Boolean		SMT_Symbol(ite)	gather (e e e); prec 71
module	INTEGER	fmod	
import	BOOLEAN
sorts	Integer
op	<Integers>		Integer		SMT_NumberSymbol(integers)	
op	-_	Integer	Integer		SMT_Symbol(-)	
op	_+_	Integer Integer	Integer		SMT_Symbol(+)	gather (E e); prec 33
op	_*_	Integer Integer	Integer		SMT_Symbol(*)	gather (E e); prec 31
op	_-_	Integer Integer	Integer		SMT_Symbol(-)	gather (E e); prec 33
op	_div_	Integer Integer	Integer		SMT_Symbol(div)	gather (E e); prec 31
op	_mod_	Integer Integer	Integer		SMT_Symbol(mod)	gather (E e); prec 31
op	_<_	Integer Integer	Boolean		SMT_Symbol(<)	prec 37
op	_<=_	Integer Integer	Boolean		SMT_Symbol(<=)	prec 37
op	_>_	Integer Integer	Boolean		SMT_Symbol(>)	prec 37
op	_>=_	Integer Integer	Boolean		SMT_Symbol(>=)	prec 37
op	_===_	Integer Integer	Boolean		SMT_Symbol(===)	gather (e E); prec 51
op	_=/==_	Integer Integer	Boolean		SMT_Symbol(=/==)	gather (e E); prec 51
op	_?_:_	Boolean Integer Integer	Integer		SMT_Symbol(ite)	gather (e e e); prec 71
op	_divisible_	Integer Integer	Boolean		SMT_Symbol(divisible)	prec 51
module	REAL	fmod	
import	BOOLEAN
sorts	Real
op	<Reals>		Real		SMT_NumberSymbol(reals)	
op	-_	Real	Real		SMT_Symbol(-)	
op	_+_	Real Real	Real		SMT_Symbol(+)	gather (E e); prec 33
op	_*_	Real Real	Real		SMT_Symbol(*)	gather (E e); prec 31
op	_-_	Real Real	Real		SMT_Symbol(-)	gather (E e); prec 33
op	_/_	Real Real	Real		SMT_Symbol(/)	gather (E e); prec 31
op	_<_	Real Real	Boolean		SMT_Symbol(<)	prec 37
op	_<=_	Real Real	Boolean		SMT_Symbol(<=)	prec 37
op	_>_	Real Real	Boolean		SMT_Symbol(>)	prec 37
op	_>=_	Real Real	Boolean		SMT_Symbol(>=)	prec 37
op	_===_	Real Real	Boolean		SMT_Symbol(===)	gather (e E); prec 51
op	_=/==_	Real Real	Boolean		SMT_Symbol(=/==)	gather (e E); prec 51
op	_?_:_	Boolean Real Real	Real		SMT_Symbol(ite)	gather (e e e); prec 71
module	REAL-INTEGER	fmod	
import	INTEGER
import	REAL
op	toReal	Integer	Real		SMT_Symbol(toReal)	
op	toInteger	Real	Integer		SMT_Symbol(toInteger)	
op	isInteger	Real	Boolean		SMT_Symbol(isInteger)	
