# generated from prelude.maude by signature::tests::regenerate; do not edit
module	TRUTH-VALUE	fmod	
sorts	Bool
op	true		Bool		SystemTrue	ctor
op	false		Bool		SystemFalse	ctor
module	BOOL-OPS	fmod	
import	TRUTH-VALUE
op	_and_	Bool Bool	Bool			assoc; comm; prec 55
op	_or_	Bool Bool	Bool			assoc; comm; prec 59
op	_xor_	Bool Bool	Bool			assoc; comm; prec 57
op	not_	Bool	Bool			prec 53
op	_implies_	Bool Bool	Bool			gather (e E); prec 61
var	A	Bool
var	B	Bool
var	C	Bool
module	TRUTH	fmod	
import	TRUTH-VALUE
op	if_then_else_fi	Bool Universal Universal	Universal	2 3 0	BranchSymbol 1(true) 2(false)	
op	_==_	Universal Universal	Bool	1 2	EqualitySymbol equalTerm(true) notEqualTerm(false)	prec 51
op	_=/=_	Universal Universal	Bool	1 2	EqualitySymbol equalTerm(false) notEqualTerm(true)	prec 51
module	BOOL	fmod	
import	BOOL-OPS
import	TRUTH
module	EXT-BOOL	fmod	
import	BOOL
op	_and-then_	Bool Bool	Bool			strat (1 0); gather (e E); prec 55
op	_or-else_	Bool Bool	Bool			strat (1 0); gather (e E); prec 59
var	B	[Bool]
module	INITIAL-EQUALITY-PREDICATE	fmod	
import	BOOL
op	_.=._	Universal Universal	Bool	1 2	CommutativeDecomposeEqualitySymbol conjunctionSymbol(_and_:BoolBool~>Bool) disjunctionSymbol(_or_:BoolBool~>Bool) equalTerm(true) notEqualTerm(false)	prec 51; comm
module	NAT	fmod	
import	BOOL
sorts	Zero NzNat Nat
subsorts	Zero NzNat Nat
op	0		Zero			ctor
op	s_	Nat	NzNat		SuccSymbol zeroTerm(0)	ctor; iter
op	_+_	NzNat Nat	NzNat		ACU_NumberOpSymbol(+) succSymbol(s_:Nat~>NzNat)	assoc; comm; prec 33
op	_+_	Nat Nat	Nat			ditto
op	sd	Nat Nat	Nat		CUI_NumberOpSymbol(sd) succSymbol(s_:Nat~>NzNat)	comm
op	_*_	NzNat NzNat	NzNat		ACU_NumberOpSymbol(*) succSymbol(s_:Nat~>NzNat)	assoc; comm; prec 31
op	_*_	Nat Nat	Nat			ditto
op	_quo_	Nat NzNat	Nat		NumberOpSymbol(quo) succSymbol(s_:Nat~>NzNat)	prec 31; gather (E e)
op	_rem_	Nat NzNat	Nat		NumberOpSymbol(rem) succSymbol(s_:Nat~>NzNat)	prec 31; gather (E e)
op	_^_	Nat Nat	Nat		NumberOpSymbol(^) succSymbol(s_:Nat~>NzNat)	prec 29; gather (E e)
op	_^_	NzNat Nat	NzNat			ditto
op	modExp	Nat Nat NzNat	Nat		NumberOpSymbol(modExp) succSymbol(s_:Nat~>NzNat)	
op	gcd	NzNat Nat	NzNat		ACU_NumberOpSymbol(gcd) succSymbol(s_:Nat~>NzNat)	assoc; comm
op	gcd	Nat Nat	Nat			ditto
op	lcm	NzNat NzNat	NzNat		ACU_NumberOpSymbol(lcm) succSymbol(s_:Nat~>NzNat)	assoc; comm
op	lcm	Nat Nat	Nat			ditto
op	min	NzNat NzNat	NzNat		ACU_NumberOpSymbol(min) succSymbol(s_:Nat~>NzNat)	assoc; comm
op	min	Nat Nat	Nat			ditto
op	max	NzNat Nat	NzNat		ACU_NumberOpSymbol(max) succSymbol(s_:Nat~>NzNat)	assoc; comm
op	max	Nat Nat	Nat			ditto
op	_xor_	Nat Nat	Nat		ACU_NumberOpSymbol(xor) succSymbol(s_:Nat~>NzNat)	assoc; comm; prec 55
op	_&_	Nat Nat	Nat		ACU_NumberOpSymbol(&) succSymbol(s_:Nat~>NzNat)	assoc; comm; prec 53
op	_|_	NzNat Nat	NzNat		ACU_NumberOpSymbol(|) succSymbol(s_:Nat~>NzNat)	assoc; comm; prec 57
op	_|_	Nat Nat	Nat			ditto
op	_>>_	Nat Nat	Nat		NumberOpSymbol(>>) succSymbol(s_:Nat~>NzNat)	prec 35; gather (E e)
op	_<<_	Nat Nat	Nat		NumberOpSymbol(<<) succSymbol(s_:Nat~>NzNat)	prec 35; gather (E e)
op	_<_	Nat Nat	Bool		NumberOpSymbol(<) succSymbol(s_:Nat~>NzNat) trueTerm(true) falseTerm(false)	prec 37
op	_<=_	Nat Nat	Bool		NumberOpSymbol(<=) succSymbol(s_:Nat~>NzNat) trueTerm(true) falseTerm(false)	prec 37
op	_>_	Nat Nat	Bool		NumberOpSymbol(>) succSymbol(s_:Nat~>NzNat) trueTerm(true) falseTerm(false)	prec 37
op	_>=_	Nat Nat	Bool		NumberOpSymbol(>=) succSymbol(s_:Nat~>NzNat) trueTerm(true) falseTerm(false)	prec 37
op	_divides_	NzNat Nat	Bool		NumberOpSymbol(divides) succSymbol(s_:Nat~>NzNat) trueTerm(true) falseTerm(false)	prec 51
module	INT	fmod	
import	NAT
sorts	NzInt Int
subsorts	NzNat NzInt Nat Int
op	-_	NzNat	NzInt		MinusSymbol succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	ctor
op	-_	NzInt	NzInt			ditto
op	-_	Int	Int			ditto
op	_+_	Int Int	Int		ACU_NumberOpSymbol(+) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm; prec 33
op	_-_	Int Int	Int		NumberOpSymbol(-) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	prec 33; gather (E e)
op	_*_	NzInt NzInt	NzInt		ACU_NumberOpSymbol(*) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm; prec 31
op	_*_	Int Int	Int			ditto
op	_quo_	Int NzInt	Int		NumberOpSymbol(quo) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	prec 31; gather (E e)
op	_rem_	Int NzInt	Int		NumberOpSymbol(rem) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	prec 31; gather (E e)
op	_^_	Int Nat	Int		NumberOpSymbol(^) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	prec 29; gather (E e)
op	_^_	NzInt Nat	NzInt			ditto
op	abs	NzInt	NzNat		NumberOpSymbol(abs) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	
op	abs	Int	Nat			ditto
op	gcd	NzInt Int	NzNat		ACU_NumberOpSymbol(gcd) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm
op	gcd	Int Int	Nat			ditto
op	lcm	NzInt NzInt	NzNat		ACU_NumberOpSymbol(lcm) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm
op	lcm	Int Int	Nat			ditto
op	min	NzInt NzInt	NzInt		ACU_NumberOpSymbol(min) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm
op	min	Int Int	Int			ditto
op	max	NzInt NzInt	NzInt		ACU_NumberOpSymbol(max) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm
op	max	Int Int	Int			ditto
op	max	NzNat Int	NzNat			ditto
op	max	Nat Int	Nat			ditto
op	~_	Int	Int		NumberOpSymbol(~) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	
op	_xor_	Int Int	Int		ACU_NumberOpSymbol(xor) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm; prec 55
op	_&_	Nat Int	Nat		ACU_NumberOpSymbol(&) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm; prec 53
op	_&_	Int Int	Int			ditto
op	_|_	NzInt Int	NzInt		ACU_NumberOpSymbol(|) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	assoc; comm; prec 57
op	_|_	Int Int	Int			ditto
op	_>>_	Int Nat	Int		NumberOpSymbol(>>) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	prec 35; gather (E e)
op	_<<_	Int Nat	Int		NumberOpSymbol(<<) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	prec 35; gather (E e)
op	_<_	Int Int	Bool		NumberOpSymbol(<) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) trueTerm(true) falseTerm(false)	prec 37
op	_<=_	Int Int	Bool		NumberOpSymbol(<=) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) trueTerm(true) falseTerm(false)	prec 37
op	_>_	Int Int	Bool		NumberOpSymbol(>) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) trueTerm(true) falseTerm(false)	prec 37
op	_>=_	Int Int	Bool		NumberOpSymbol(>=) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) trueTerm(true) falseTerm(false)	prec 37
op	_divides_	NzInt Int	Bool		NumberOpSymbol(divides) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) trueTerm(true) falseTerm(false)	prec 51
module	RAT	fmod	
import	INT
sorts	PosRat NzRat Rat
subsorts	NzInt NzRat Int Rat
subsorts	NzNat PosRat NzRat
op	_/_	NzInt NzNat	NzRat		DivisionSymbol succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int)	ctor; prec 31; gather (E e)
op	_/_	NzNat NzNat	PosRat			ctor; ditto
op	_/_	PosRat PosRat	PosRat			ditto
op	_/_	NzRat NzRat	NzRat			ditto
op	_/_	Rat NzRat	Rat			ditto
op	-_	NzRat	NzRat			ditto
op	-_	Rat	Rat			ditto
op	_+_	PosRat PosRat	PosRat			ditto
op	_+_	PosRat Nat	PosRat			ditto
op	_+_	Rat Rat	Rat			ditto
op	_-_	Rat Rat	Rat			ditto
op	_*_	PosRat PosRat	PosRat			ditto
op	_*_	NzRat NzRat	NzRat			ditto
op	_*_	Rat Rat	Rat			ditto
op	_quo_	PosRat PosRat	Nat			ditto
op	_quo_	Rat NzRat	Int			ditto
op	_rem_	Rat NzRat	Rat			ditto
op	_^_	PosRat Nat	PosRat			ditto
op	_^_	NzRat Nat	NzRat			ditto
op	_^_	Rat Nat	Rat			ditto
op	abs	NzRat	PosRat			ditto
op	abs	Rat	Rat			ditto
op	gcd	NzRat Rat	PosRat			ditto
op	gcd	Rat Rat	Rat			ditto
op	lcm	NzRat NzRat	PosRat			ditto
op	lcm	Rat Rat	Rat			ditto
op	min	PosRat PosRat	PosRat			ditto
op	min	NzRat NzRat	NzRat			ditto
op	min	Rat Rat	Rat			ditto
op	max	PosRat Rat	PosRat			ditto
op	max	NzRat NzRat	NzRat			ditto
op	max	Rat Rat	Rat			ditto
op	_<_	Rat Rat	Bool			ditto
op	_<=_	Rat Rat	Bool			ditto
op	_>_	Rat Rat	Bool			ditto
op	_>=_	Rat Rat	Bool			ditto
op	_divides_	NzRat Rat	Bool			ditto
op	trunc	PosRat	Nat			
op	trunc	Rat	Int			
op	frac	Rat	Rat			
op	floor	PosRat	Nat			
op	floor	Rat	Int			
op	ceiling	PosRat	NzNat			
op	ceiling	Rat	Int			
var	I	NzInt
var	J	NzInt
var	N	NzNat
var	M	NzNat
var	K	Int
var	Z	Nat
var	Q	NzRat
var	R	Rat
module	FLOAT	fmod	
import	BOOL
sorts	FiniteFloat Float
subsorts	FiniteFloat Float
op	<Floats>		FiniteFloat		FloatSymbol	
op	<Floats>		Float			ditto
op	-_	Float	Float		FloatOpSymbol(-) floatSymbol(<Floats>:~>Float)	prec 15
op	-_	FiniteFloat	FiniteFloat			ditto
op	_+_	Float Float	Float		FloatOpSymbol(+) floatSymbol(<Floats>:~>Float)	prec 33; gather (E e)
op	_-_	Float Float	Float		FloatOpSymbol(-) floatSymbol(<Floats>:~>Float)	prec 33; gather (E e)
op	_*_	Float Float	Float		FloatOpSymbol(*) floatSymbol(<Floats>:~>Float)	prec 31; gather (E e)
op	_/_	Float Float	Float		FloatOpSymbol(/) floatSymbol(<Floats>:~>Float)	prec 31; gather (E e)
op	_rem_	Float Float	Float		FloatOpSymbol(rem) floatSymbol(<Floats>:~>Float)	prec 31; gather (E e)
op	_^_	Float Float	Float		FloatOpSymbol(^) floatSymbol(<Floats>:~>Float)	prec 29; gather (E e)
op	abs	Float	Float		FloatOpSymbol(abs) floatSymbol(<Floats>:~>Float)	
op	abs	FiniteFloat	FiniteFloat			ditto
op	floor	Float	Float		FloatOpSymbol(floor) floatSymbol(<Floats>:~>Float)	
op	ceiling	Float	Float		FloatOpSymbol(ceiling) floatSymbol(<Floats>:~>Float)	
op	min	Float Float	Float		FloatOpSymbol(min) floatSymbol(<Floats>:~>Float)	
op	max	Float Float	Float		FloatOpSymbol(max) floatSymbol(<Floats>:~>Float)	
op	sqrt	Float	Float		FloatOpSymbol(sqrt) floatSymbol(<Floats>:~>Float)	
op	exp	Float	Float		FloatOpSymbol(exp) floatSymbol(<Floats>:~>Float)	
op	log	Float	Float		FloatOpSymbol(log) floatSymbol(<Floats>:~>Float)	
op	sin	Float	Float		FloatOpSymbol(sin) floatSymbol(<Floats>:~>Float)	
op	cos	Float	Float		FloatOpSymbol(cos) floatSymbol(<Floats>:~>Float)	
op	tan	Float	Float		FloatOpSymbol(tan) floatSymbol(<Floats>:~>Float)	
op	asin	Float	Float		FloatOpSymbol(asin) floatSymbol(<Floats>:~>Float)	
op	acos	Float	Float		FloatOpSymbol(acos) floatSymbol(<Floats>:~>Float)	
op	atan	Float	Float		FloatOpSymbol(atan) floatSymbol(<Floats>:~>Float)	
op	atan	Float Float	Float		FloatOpSymbol(atan) floatSymbol(<Floats>:~>Float)	
op	_<_	Float Float	Bool		FloatOpSymbol(<) floatSymbol(<Floats>:~>Float) trueTerm(true) falseTerm(false)	prec 51
op	_<=_	Float Float	Bool		FloatOpSymbol(<=) floatSymbol(<Floats>:~>Float) trueTerm(true) falseTerm(false)	prec 51
op	_>_	Float Float	Bool		FloatOpSymbol(>) floatSymbol(<Floats>:~>Float) trueTerm(true) falseTerm(false)	prec 51
op	_>=_	Float Float	Bool		FloatOpSymbol(>=) floatSymbol(<Floats>:~>Float) trueTerm(true) falseTerm(false)	prec 51
op	pi		FiniteFloat			
op	_=[_]_	Float FiniteFloat Float	Bool			prec 51; format (d d d d d s d)
var	X	Float
var	Y	Float
var	Z	FiniteFloat
module	STRING	fmod	
import	NAT
sorts	String Char FindResult
subsorts	Char String
subsorts	Nat FindResult
op	<Strings>		Char		StringSymbol	
op	<Strings>		String			ditto
op	notFound		FindResult			ctor
op	ascii	Char	Nat		StringOpSymbol(ascii) stringSymbol(<Strings>:~>Char) succSymbol(s_:Nat~>NzNat)	
op	char	Nat	Char		StringOpSymbol(char) stringSymbol(<Strings>:~>Char) succSymbol(s_:Nat~>NzNat)	
op	_+_	String String	String		StringOpSymbol(+) stringSymbol(<Strings>:~>String)	prec 33; gather (E e)
op	length	String	Nat		StringOpSymbol(length) stringSymbol(<Strings>:~>String) succSymbol(s_:Nat~>NzNat)	
op	substr	String Nat Nat	String		StringOpSymbol(substr) stringSymbol(<Strings>:~>String) succSymbol(s_:Nat~>NzNat)	
op	find	String String Nat	FindResult		StringOpSymbol(find) stringSymbol(<Strings>:~>String) succSymbol(s_:Nat~>NzNat) notFoundTerm(notFound)	
op	rfind	String String Nat	FindResult		StringOpSymbol(rfind) stringSymbol(<Strings>:~>String) succSymbol(s_:Nat~>NzNat) notFoundTerm(notFound)	
op	_<_	String String	Bool		StringOpSymbol(<) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	prec 37
op	_<=_	String String	Bool		StringOpSymbol(<=) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	prec 37
op	_>_	String String	Bool		StringOpSymbol(>) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	prec 37
op	_>=_	String String	Bool		StringOpSymbol(>=) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	prec 37
op	upperCase	String	String		StringOpSymbol(upperCase) stringSymbol(<Strings>:~>String)	
op	lowerCase	String	String		StringOpSymbol(lowerCase) stringSymbol(<Strings>:~>String)	
module	CONVERSION	fmod	
import	RAT
import	FLOAT
import	STRING
sorts	DecFloat
op	<_,_,_>	Int String Int	DecFloat			ctor
op	float	Rat	Float		FloatOpSymbol(float) floatSymbol(<Floats>:~>Float) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) divisionSymbol(_/_:NzIntNzNat~>NzRat)	
op	rat	FiniteFloat	Rat		FloatOpSymbol(rat) floatSymbol(<Floats>:~>Float) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) divisionSymbol(_/_:NzIntNzNat~>NzRat)	
op	string	Rat NzNat	String		StringOpSymbol(string) stringSymbol(<Strings>:~>String) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) divisionSymbol(_/_:NzIntNzNat~>NzRat)	
op	rat	String NzNat	Rat		StringOpSymbol(rat) stringSymbol(<Strings>:~>String) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) divisionSymbol(_/_:NzIntNzNat~>NzRat)	
op	string	Float	String		StringOpSymbol(string) stringSymbol(<Strings>:~>String) floatSymbol(<Floats>:~>Float)	
op	float	String	Float		StringOpSymbol(float) stringSymbol(<Strings>:~>String) floatSymbol(<Floats>:~>Float)	
op	decFloat	Float Nat	DecFloat		StringOpSymbol(decFloat) stringSymbol(<Strings>:~>String) floatSymbol(<Floats>:~>Float) succSymbol(s_:Nat~>NzNat) minusSymbol(-_:NzNat~>Int) decFloatSymbol(<_,_,_>:IntStringInt~>DecFloat)	
module	RANDOM	fmod	
import	NAT
op	random	Nat	Nat		RandomOpSymbol succSymbol(s_:Nat~>NzNat)	
module	BOUND	fmod	
import	NAT
sorts	Bound
subsorts	Nat Bound
op	unbounded		Bound			ctor
module	QID	fmod	
import	STRING
sorts	Qid
op	<Qids>		Qid		QuotedIdentifierSymbol	
op	string	Qid	String		QuotedIdentifierOpSymbol(string) quotedIdentifierSymbol(<Qids>:~>Qid) stringSymbol(<Strings>:~>String)	
op	qid	String	Qid		QuotedIdentifierOpSymbol(qid) quotedIdentifierSymbol(<Qids>:~>Qid) stringSymbol(<Strings>:~>String)	
module	TRIV	fth	
sorts	Elt
module	TRIV	view	
import	TRIV
module	Bool	view	
import	BOOL
rename	sort	Elt	Bool
module	Nat	view	
import	NAT
rename	sort	Elt	Nat
module	Int	view	
import	INT
rename	sort	Elt	Int
module	Rat	view	
import	RAT
rename	sort	Elt	Rat
module	Float	view	
import	FLOAT
rename	sort	Elt	Float
module	String	view	
import	STRING
rename	sort	Elt	String
module	Qid	view	
import	QID
rename	sort	Elt	Qid
module	STRICT-WEAK-ORDER	fth	
import	BOOL
import	TRIV
op	_<_	Elt Elt	Bool			
var	X	Elt
var	Y	Elt
var	Z	Elt
module	STRICT-WEAK-ORDER	view	
import	STRICT-WEAK-ORDER
module	STRICT-TOTAL-ORDER	fth	
import	STRICT-WEAK-ORDER
var	X	Elt
var	Y	Elt
module	STRICT-TOTAL-ORDER	view	
import	STRICT-TOTAL-ORDER
module	Nat<	view	
import	NAT
rename	sort	Elt	Nat
module	Int<	view	
import	INT
rename	sort	Elt	Int
module	Rat<	view	
import	RAT
rename	sort	Elt	Rat
module	Float<	view	
import	FLOAT
rename	sort	Elt	Float
module	String<	view	
import	STRING
rename	sort	Elt	String
module	TOTAL-PREORDER	fth	
import	BOOL
import	TRIV
op	_<=_	Elt Elt	Bool			
var	X	Elt
var	Y	Elt
var	Z	Elt
module	TOTAL-PREORDER	view	
import	TOTAL-PREORDER
module	TOTAL-ORDER	fth	
import	TOTAL-PREORDER
var	X	Elt
var	Y	Elt
module	TOTAL-ORDER	view	
import	TOTAL-ORDER
module	Nat<=	view	
import	NAT
rename	sort	Elt	Nat
module	Int<=	view	
import	INT
rename	sort	Elt	Int
module	Rat<=	view	
import	RAT
rename	sort	Elt	Rat
module	Float<=	view	
import	FLOAT
rename	sort	Elt	Float
module	String<=	view	
import	STRING
rename	sort	Elt	String
module	DEFAULT	fth	
import	TRIV
op	0		Elt			
module	DEFAULT	view	
import	DEFAULT
module	Nat0	view	
import	NAT
rename	sort	Elt	Nat
module	Int0	view	
import	INT
rename	sort	Elt	Int
module	Rat0	view	
import	RAT
rename	sort	Elt	Rat
module	Float0	view	
import	FLOAT
rename	sort	Elt	Float
module	String0	view	
import	STRING
rename	sort	Elt	String
module	Qid0	view	
import	QID
rename	sort	Elt	Qid
module	LIST	fmod	parameterized
params	X
import	NAT
sorts	NeList{X} List{X}
subsorts	X$Elt NeList{X} List{X}
op	nil		List{X}			ctor
op	__	List{X} List{X}	List{X}			ctor; assoc; id: nil; prec 25
op	__	NeList{X} List{X}	NeList{X}			ctor; ditto
op	__	List{X} NeList{X}	NeList{X}			ctor; ditto
op	append	List{X} List{X}	List{X}			
op	append	NeList{X} List{X}	NeList{X}			
op	append	List{X} NeList{X}	NeList{X}			
op	head	NeList{X}	X$Elt			
op	tail	NeList{X}	List{X}			
op	last	NeList{X}	X$Elt			
op	front	NeList{X}	List{X}			
op	occurs	X$Elt List{X}	Bool			
op	reverse	List{X}	List{X}			
op	reverse	NeList{X}	NeList{X}			
op	$reverse	List{X} List{X}	List{X}			
op	size	List{X}	Nat			
op	size	NeList{X}	NzNat			
op	$size	List{X} Nat	Nat			
var	E	X$Elt
var	E'	X$Elt
var	A	List{X}
var	L	List{X}
var	C	Nat
module	List	view	
rename	sort	Elt	List{X}
module	WEAKLY-SORTABLE-LIST	fmod	parameterized
params	X
import	LIST	STRICT-WEAK-ORDER X
sorts	$Split{X}
op	sort	List{X}	List{X}			
op	sort	NeList{X}	NeList{X}			
op	$sort	$Split{X}	List{X}			
op	$split	List{X} List{X} List{X}	$Split{X}			ctor
op	merge	List{X} List{X}	List{X}			
op	merge	NeList{X} List{X}	NeList{X}			
op	merge	List{X} NeList{X}	NeList{X}			
op	$merge	List{X} List{X} List{X}	List{X}			
rename	sort	NeList{STRICT-WEAK-ORDER}{X}	NeList{X}
rename	sort	List{STRICT-WEAK-ORDER}{X}	List{X}
var	E	X$Elt
var	E'	X$Elt
var	A	List{X}
var	A'	List{X}
var	L	List{X}
var	L'	List{X}
var	N	NeList{X}
module	WeaklySortableList	view	
rename	sort	Elt	List{X}
module	SORTABLE-LIST	fmod	parameterized
params	X
import	WEAKLY-SORTABLE-LIST	STRICT-TOTAL-ORDER X
rename	sort	NeList{STRICT-TOTAL-ORDER}{X}	NeList{X}
rename	sort	List{STRICT-TOTAL-ORDER}{X}	List{X}
module	SortableList	view	
rename	sort	Elt	List{X}
module	WEAKLY-SORTABLE-LIST'	fmod	parameterized
params	X
import	LIST	TOTAL-PREORDER X
sorts	$Split{X}
op	sort	List{X}	List{X}			
op	sort	NeList{X}	NeList{X}			
op	$sort	$Split{X}	List{X}			
op	$split	List{X} List{X} List{X}	$Split{X}			ctor
op	merge	List{X} List{X}	List{X}			
op	merge	NeList{X} List{X}	NeList{X}			
op	merge	List{X} NeList{X}	NeList{X}			
op	$merge	List{X} List{X} List{X}	List{X}			
rename	sort	NeList{TOTAL-PREORDER}{X}	NeList{X}
rename	sort	List{TOTAL-PREORDER}{X}	List{X}
var	E	X$Elt
var	E'	X$Elt
var	A	List{X}
var	A'	List{X}
var	L	List{X}
var	L'	List{X}
var	N	NeList{X}
module	WeaklySortableList'	view	
rename	sort	Elt	List{X}
module	SORTABLE-LIST'	fmod	parameterized
params	X
import	WEAKLY-SORTABLE-LIST'	TOTAL-ORDER X
rename	sort	NeList{TOTAL-ORDER}{X}	NeList{X}
rename	sort	List{TOTAL-ORDER}{X}	List{X}
module	SortableList'	view	
rename	sort	Elt	List{X}
module	SET	fmod	parameterized
params	X
import	EXT-BOOL
import	NAT
sorts	NeSet{X} Set{X}
subsorts	X$Elt NeSet{X} Set{X}
op	empty		Set{X}			ctor
op	_,_	Set{X} Set{X}	Set{X}			ctor; assoc; comm; id: empty; prec 121; format (d r os d)
op	_,_	NeSet{X} Set{X}	NeSet{X}			ctor; ditto
op	insert	X$Elt Set{X}	Set{X}			
op	delete	X$Elt Set{X}	Set{X}			
op	_in_	X$Elt Set{X}	Bool			
op	|_|	Set{X}	Nat			
op	|_|	NeSet{X}	NzNat			
op	$card	Set{X} Nat	Nat			
op	union	Set{X} Set{X}	Set{X}			
op	union	NeSet{X} Set{X}	NeSet{X}			
op	union	Set{X} NeSet{X}	NeSet{X}			
op	intersection	Set{X} Set{X}	Set{X}			
op	$intersect	Set{X} Set{X} Set{X}	Set{X}			
op	_\_	Set{X} Set{X}	Set{X}			gather (E e)
op	$diff	Set{X} Set{X} Set{X}	Set{X}			
op	_subset_	Set{X} Set{X}	Bool			
op	_psubset_	Set{X} Set{X}	Bool			
var	E	X$Elt
var	N	NeSet{X}
var	A	Set{X}
var	S	Set{X}
var	S'	Set{X}
var	C	Nat
module	Set	view	
rename	sort	Elt	Set{X}
module	LIST-AND-SET	fmod	parameterized
params	X
import	LIST	X
import	SET	X
op	makeSet	List{X}	Set{X}			
op	makeSet	NeList{X}	NeSet{X}			
op	$makeSet	List{X} Set{X}	Set{X}			
op	$makeSet	NeList{X} Set{X}	NeSet{X}			
op	$makeSet	List{X} NeSet{X}	NeSet{X}			
op	filter	List{X} Set{X}	List{X}			
op	$filter	List{X} Set{X} List{X}	List{X}			
op	filterOut	List{X} Set{X}	List{X}			
op	$filterOut	List{X} Set{X} List{X}	List{X}			
var	E	X$Elt
var	A	List{X}
var	L	List{X}
var	S	Set{X}
module	SORTABLE-LIST-AND-SET	fmod	parameterized
params	X
import	SORTABLE-LIST	X
import	LIST-AND-SET	STRICT-WEAK-ORDER STRICT-TOTAL-ORDER X
op	makeList	Set{X}	List{X}			
op	makeList	NeSet{X}	NeList{X}			
op	$makeList	Set{X} List{X}	List{X}			
op	$makeList	NeSet{X} List{X}	NeList{X}			
op	$makeList	Set{X} NeList{X}	NeList{X}			
rename	sort	NeList{STRICT-WEAK-ORDER}{STRICT-TOTAL-ORDER}{X}	NeList{STRICT-TOTAL-ORDER}{X}
rename	sort	List{STRICT-WEAK-ORDER}{STRICT-TOTAL-ORDER}{X}	List{STRICT-TOTAL-ORDER}{X}
rename	sort	NeList{STRICT-TOTAL-ORDER}{X}	NeList{X}
rename	sort	List{STRICT-TOTAL-ORDER}{X}	List{X}
rename	sort	NeSet{STRICT-WEAK-ORDER}{STRICT-TOTAL-ORDER}{X}	NeSet{X}
rename	sort	Set{STRICT-WEAK-ORDER}{STRICT-TOTAL-ORDER}{X}	Set{X}
var	E	X$Elt
var	L	List{X}
var	S	Set{X}
module	SORTABLE-LIST-AND-SET'	fmod	parameterized
params	X
import	SORTABLE-LIST'	X
import	LIST-AND-SET	TOTAL-PREORDER TOTAL-ORDER X
op	makeList	Set{X}	List{X}			
op	makeList	NeSet{X}	NeList{X}			
op	$makeList	Set{X} List{X}	List{X}			
op	$makeList	NeSet{X} List{X}	NeList{X}			
op	$makeList	Set{X} NeList{X}	NeList{X}			
rename	sort	NeList{TOTAL-PREORDER}{TOTAL-ORDER}{X}	NeList{TOTAL-ORDER}{X}
rename	sort	List{TOTAL-PREORDER}{TOTAL-ORDER}{X}	List{TOTAL-ORDER}{X}
rename	sort	NeList{TOTAL-ORDER}{X}	NeList{X}
rename	sort	List{TOTAL-ORDER}{X}	List{X}
rename	sort	NeSet{TOTAL-PREORDER}{TOTAL-ORDER}{X}	NeSet{X}
rename	sort	Set{TOTAL-PREORDER}{TOTAL-ORDER}{X}	Set{X}
var	E	X$Elt
var	L	List{X}
var	S	Set{X}
module	LIST*	fmod	parameterized
params	X
import	NAT
sorts	Item{X} PreList{X} NeList{X} List{X}
subsorts	X$Elt List{X} Item{X} PreList{X}
subsorts	NeList{X} List{X}
op	__	PreList{X} PreList{X}	PreList{X}			ctor; assoc; prec 25
op	[_]	PreList{X}	NeList{X}			ctor
op	[]		List{X}			ctor
op	append	List{X} List{X}	List{X}			
op	append	NeList{X} List{X}	NeList{X}			
op	append	List{X} NeList{X}	NeList{X}			
op	head	NeList{X}	Item{X}			
op	tail	NeList{X}	List{X}			
op	last	NeList{X}	Item{X}			
op	front	NeList{X}	List{X}			
op	occurs	Item{X} List{X}	Bool			
op	reverse	List{X}	List{X}			
op	reverse	NeList{X}	NeList{X}			
op	$reverse	PreList{X} PreList{X}	PreList{X}			
op	size	List{X}	Nat			
op	size	NeList{X}	NzNat			
op	$size	PreList{X} Nat	NzNat			
var	A	PreList{X}
var	P	PreList{X}
var	L	List{X}
var	E	Item{X}
var	E'	Item{X}
var	C	Nat
module	List*	view	
rename	sort	Elt	List{X}
module	SET*	fmod	parameterized
params	X
import	EXT-BOOL
import	NAT
sorts	Element{X} PreSet{X} NeSet{X} Set{X}
subsorts	X$Elt Set{X} Element{X} PreSet{X}
subsorts	NeSet{X} Set{X}
op	_,_	PreSet{X} PreSet{X}	PreSet{X}			ctor; assoc; comm; prec 121; format (d r os d)
op	{_}	PreSet{X}	NeSet{X}			ctor
op	{}		Set{X}			ctor
op	insert	Element{X} Set{X}	Set{X}			
op	delete	Element{X} Set{X}	Set{X}			
op	_in_	Element{X} Set{X}	Bool			
op	|_|	Set{X}	Nat			
op	|_|	NeSet{X}	NzNat			
op	$card	PreSet{X} Nat	Nat			
op	union	Set{X} Set{X}	Set{X}			
op	union	NeSet{X} Set{X}	NeSet{X}			
op	union	Set{X} NeSet{X}	NeSet{X}			
op	intersection	Set{X} Set{X}	Set{X}			
op	$intersect	PreSet{X} Set{X} Set{X}	Set{X}			
op	_\_	Set{X} Set{X}	Set{X}			gather (E e)
op	$diff	PreSet{X} Set{X} Set{X}	Set{X}			
op	2^_	Set{X}	Set{X}			
op	$augment	NeSet{X} Element{X} Set{X}	Set{X}			
op	_subset_	Set{X} Set{X}	Bool			
op	_psubset_	Set{X} Set{X}	Bool			
var	P	PreSet{X}
var	Q	PreSet{X}
var	A	Set{X}
var	S	Set{X}
var	E	Element{X}
var	N	NeSet{X}
var	C	Nat
module	Set*	view	
rename	sort	Elt	Set{X}
module	MAP	fmod	parameterized
params	X Y
import	BOOL
sorts	Entry{X,Y} Map{X,Y}
subsorts	Entry{X,Y} Map{X,Y}
op	_|->_	X$Elt Y$Elt	Entry{X,Y}			ctor
op	empty		Map{X,Y}			ctor
op	_,_	Map{X,Y} Map{X,Y}	Map{X,Y}			ctor; assoc; comm; id: empty; prec 121; format (d r os d)
op	undefined		[Y$Elt]			ctor
op	insert	X$Elt Y$Elt Map{X,Y}	Map{X,Y}			
op	_[_]	Map{X,Y} X$Elt	[Y$Elt]			prec 23
op	$hasMapping	Map{X,Y} X$Elt	Bool			
var	D	X$Elt
var	R	Y$Elt
var	R'	Y$Elt
var	M	Map{X,Y}
module	Map	view	
rename	sort	Elt	Map{X,Y}
module	ARRAY	fmod	parameterized
params	X Y
import	BOOL
sorts	Entry{X,Y} Array{X,Y}
subsorts	Entry{X,Y} Array{X,Y}
op	_|->_	X$Elt Y$Elt	Entry{X,Y}			ctor
op	empty		Array{X,Y}			ctor
op	_;_	Array{X,Y} Array{X,Y}	Array{X,Y}			ctor; assoc; comm; id: empty; prec 71; format (d r os d)
op	insert	X$Elt Y$Elt Array{X,Y}	Array{X,Y}			
op	_[_]	Array{X,Y} X$Elt	Y$Elt			prec 23
op	$hasMapping	Array{X,Y} X$Elt	Bool			
var	D	X$Elt
var	R	Y$Elt
var	R'	Y$Elt
var	A	Array{X,Y}
module	Array	view	
rename	sort	Elt	Array{X,Y}
module	STRING-OPS	fmod	
import	STRING
op	isControl	Char	Bool		StringOpSymbol(cntrl) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isPrintable	Char	Bool		StringOpSymbol(print) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isWhiteSpace	Char	Bool		StringOpSymbol(space) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isBlank	Char	Bool		StringOpSymbol(blank) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isGraphic	Char	Bool		StringOpSymbol(graph) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isPunctuation	Char	Bool		StringOpSymbol(punct) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isAlphanumeric	Char	Bool		StringOpSymbol(alnum) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isAlphabetic	Char	Bool		StringOpSymbol(alpha) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isUppercase	Char	Bool		StringOpSymbol(isupper) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isLowercase	Char	Bool		StringOpSymbol(islower) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isDigit	Char	Bool		StringOpSymbol(digit) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	isHexadecimalDigit	Char	Bool		StringOpSymbol(xdigit) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	startsWith	String String	Bool		StringOpSymbol(startsWith) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	endsWith	String String	Bool		StringOpSymbol(endsWith) stringSymbol(<Strings>:~>String) trueTerm(true) falseTerm(false)	
op	trimStart	String	String		StringOpSymbol(ltrim) stringSymbol(<Strings>:~>String)	
op	trimEnd	String	String		StringOpSymbol(rtrim) stringSymbol(<Strings>:~>String)	
op	trim	String	String		StringOpSymbol(trim) stringSymbol(<Strings>:~>String)	
module	NAT-LIST	fmod	
import	LIST	Nat
rename	sort	NeList{Nat}	NeNatList
rename	sort	List{Nat}	NatList
module	QID-LIST	fmod	
import	LIST	Qid
rename	sort	NeList{Qid}	NeQidList
rename	sort	List{Qid}	QidList
module	QID-SET	fmod	
import	SET	Qid
rename	sort	NeSet{Qid}	NeQidSet
rename	sort	Set{Qid}	QidSet
module	META-TERM	fmod	
import	QID
sorts	Sort Kind Type Constant Variable TermQid GroundTerm Term NeGroundTermList GroundTermList NeTermList TermList Assignment Substitution Context NeCTermList GTermList
subsorts	Sort Kind Type Qid
subsorts	Constant Variable TermQid Qid Term
subsorts	Constant GroundTerm Term NeGroundTermList NeTermList
subsorts	NeGroundTermList NeTermList GroundTermList TermList
subsorts	Assignment Substitution
subsorts	Context NeCTermList GTermList
subsorts	TermList GTermList
op	<Qids>		Sort		QuotedIdentifierSymbol(sortQid)	
op	<Qids>		Kind		QuotedIdentifierSymbol(kindQid)	
op	<Qids>		Constant		QuotedIdentifierSymbol(constantQid)	
op	<Qids>		Variable		QuotedIdentifierSymbol(variableQid)	
op	empty		GroundTermList			ctor
op	_,_	NeGroundTermList GroundTermList	NeGroundTermList			ctor; assoc; id: empty; gather (e E); prec 121
op	_,_	GroundTermList NeGroundTermList	NeGroundTermList			ctor; ditto
op	_,_	GroundTermList GroundTermList	GroundTermList			ctor; ditto
op	_,_	NeTermList TermList	NeTermList			ctor; ditto
op	_,_	TermList NeTermList	NeTermList			ctor; ditto
op	_,_	TermList TermList	TermList			ctor; ditto
op	_[_]	Qid NeGroundTermList	GroundTerm			ctor
op	_[_]	Qid NeTermList	Term			ctor
op	getName	Constant	Qid			
op	getType	Constant	Type			
op	getName	Variable	Qid			
op	getType	Variable	Type			
op	_<-_	Variable Term	Assignment			ctor; prec 63; format (n++i d d --)
op	none		Substitution			ctor
op	_;_	Substitution Substitution	Substitution			ctor; assoc; comm; id: none; prec 65
op	[]		Context			ctor
op	_,_	TermList NeCTermList	NeCTermList			ctor; ditto
op	_,_	NeCTermList TermList	NeCTermList			ctor; ditto
op	_,_	GTermList GTermList	GTermList			ctor; ditto
op	_[_]	Qid NeCTermList	Context			ctor
var	C	Constant
var	V	Variable
module	META-CONDITION	fmod	
import	META-TERM
sorts	EqCondition Condition
subsorts	EqCondition Condition
op	nil		EqCondition			ctor
op	_=_	Term Term	EqCondition			ctor; prec 71
op	_:_	Term Sort	EqCondition			ctor; prec 71
op	_:=_	Term Term	EqCondition			ctor; prec 71
op	_=>_	Term Term	Condition			ctor; prec 71
op	_/\_	EqCondition EqCondition	EqCondition			ctor; assoc; id: nil; prec 73
op	_/\_	Condition Condition	Condition			ctor; assoc; id: nil; prec 73
module	META-STRATEGY	fmod	
import	META-CONDITION
sorts	UsingPair UsingPairSet RuleApplication CallStrategy Strategy StrategyList
subsorts	UsingPair UsingPairSet
subsorts	RuleApplication CallStrategy Strategy StrategyList
op	fail		Strategy			ctor
op	idle		Strategy			ctor
op	all		RuleApplication			ctor
op	_[_]{_}	Qid Substitution StrategyList	RuleApplication			ctor; prec 21
op	top	RuleApplication	Strategy			ctor
op	match_s.t._	Term EqCondition	Strategy			ctor; prec 21
op	xmatch_s.t._	Term EqCondition	Strategy			ctor; prec 21
op	amatch_s.t._	Term EqCondition	Strategy			ctor; prec 21
op	_|_	Strategy Strategy	Strategy			ctor; assoc; comm; id: fail; prec 41; gather (e E)
op	_;_	Strategy Strategy	Strategy			ctor; assoc; id: idle; prec 39; gather (e E)
op	_or-else_	Strategy Strategy	Strategy			ctor; assoc; prec 43; gather (e E)
op	_+	Strategy	Strategy			ctor
op	_?_:_	Strategy Strategy Strategy	Strategy			ctor; prec 55
op	matchrew_s.t._by_	Term EqCondition UsingPairSet	Strategy			ctor
op	xmatchrew_s.t._by_	Term EqCondition UsingPairSet	Strategy			ctor
op	amatchrew_s.t._by_	Term EqCondition UsingPairSet	Strategy			ctor
op	_[[_]]	Qid TermList	CallStrategy			ctor; prec 21
op	one	Strategy	Strategy			ctor
op	_*	Strategy	Strategy			ctor
op	_!	Strategy	Strategy			ctor
op	not	Strategy	Strategy			ctor
op	test	Strategy	Strategy			ctor
op	try	Strategy	Strategy			ctor
op	empty		StrategyList			ctor
op	_,_	StrategyList StrategyList	StrategyList			ctor; assoc; id: empty
op	_using_	Variable Strategy	UsingPair			ctor; prec 21
op	_,_	UsingPairSet UsingPairSet	UsingPairSet			ctor; assoc; comm; prec 61
module	META-MODULE	fmod	
import	META-TERM
import	META-STRATEGY
import	NAT-LIST
import	QID-LIST
import	QID-SET
sorts	SubsortDecl SubsortDeclSet EmptyQidSet NeSortSet NeKindSet NeTypeSet SortSet KindSet TypeSet NeTypeList TypeList TypeListSet Attr AttrSet Renaming RenamingSet Expression ViewExpression ModuleExpression EmptyCommaList NeParameterList ParameterList ParameterDecl NeParameterDeclList ParameterDeclList Import ImportList Hook NeHookList HookList OpDecl OpDeclSet MembAx MembAxSet Equation EquationSet Rule RuleSet StratDecl StratDeclSet StratDefinition StratDefSet FModule SModule FTheory STheory Module Header StratModule StratTheory
subsorts	SubsortDecl SubsortDeclSet
subsorts	EmptyQidSet SortSet KindSet TypeSet QidSet
subsorts	Sort NeSortSet SortSet
subsorts	Kind NeKindSet KindSet
subsorts	Type NeSortSet NeKindSet NeTypeSet TypeSet NeQidSet
subsorts	Type NeTypeList TypeList QidList
subsorts	NeTypeList NeQidList
subsorts	TypeList TypeSet TypeListSet
subsorts	Attr AttrSet
subsorts	Renaming RenamingSet
subsorts	Sort Expression ViewExpression ModuleExpression
subsorts	ViewExpression NeParameterList ParameterList
subsorts	EmptyCommaList GroundTermList ParameterList
subsorts	ParameterDecl NeParameterDeclList ParameterDeclList
subsorts	Import ImportList
subsorts	Hook NeHookList HookList
subsorts	OpDecl OpDeclSet
subsorts	MembAx MembAxSet
subsorts	Equation EquationSet
subsorts	Rule RuleSet
subsorts	StratDecl StratDeclSet
subsorts	StratDefinition StratDefSet
subsorts	FModule SModule Module
subsorts	FTheory STheory Module
subsorts	Qid Header
subsorts	SModule StratModule Module
subsorts	STheory StratTheory Module
op	subsort_<_.	Sort Sort	SubsortDecl			ctor
op	none		SubsortDeclSet			ctor
op	__	SubsortDeclSet SubsortDeclSet	SubsortDeclSet			ctor; assoc; comm; id: none; format (d ni d)
op	none		EmptyQidSet			ctor
op	_;_	TypeSet TypeSet	TypeSet			ctor; ditto
op	_;_	NeTypeSet TypeSet	NeTypeSet			ctor; ditto
op	_;_	SortSet SortSet	SortSet			ctor; ditto
op	_;_	NeSortSet SortSet	NeSortSet			ctor; ditto
op	_;_	KindSet KindSet	KindSet			ctor; ditto
op	_;_	NeKindSet KindSet	NeKindSet			ctor; ditto
op	_;_	EmptyQidSet EmptyQidSet	EmptyQidSet			ctor; ditto
op	nil		TypeList			ctor
op	__	TypeList TypeList	TypeList			ctor; ditto
op	__	NeTypeList TypeList	NeTypeList			ctor; ditto
op	__	TypeList NeTypeList	NeTypeList			ctor; ditto
op	_;_	TypeListSet TypeListSet	TypeListSet			ctor; ditto
op	none		AttrSet			ctor
op	__	AttrSet AttrSet	AttrSet			ctor; assoc; comm; id: none
op	sort_to_	Qid Qid	Renaming			ctor
op	op_to_[_]	Qid Qid AttrSet	Renaming			ctor; format (d d d d s d d d)
op	op_:_->_to_[_]	Qid TypeList Type Qid AttrSet	Renaming			ctor; format (d d d d d d d d s d d d)
op	label_to_	Qid Qid	Renaming			ctor
op	strat_to_	Qid Qid	Renaming			ctor
op	strat_:_@_to_	Qid TypeList Type Qid	Renaming			ctor
op	_,_	RenamingSet RenamingSet	RenamingSet			ctor; assoc; comm; prec 43; format (d d ni d)
op	_{_}	Expression NeParameterList	Expression			ctor; prec 37
op	_{_}	ViewExpression NeParameterList	ViewExpression			ctor; ditto
op	_{_}	ModuleExpression NeParameterList	ModuleExpression			ctor; ditto
op	_+_	ModuleExpression ModuleExpression	ModuleExpression			ctor; assoc; comm
op	_*(_)	ModuleExpression RenamingSet	ModuleExpression			ctor; prec 39; format (d d s n++i n--i d)
op	empty		EmptyCommaList			ctor
op	_,_	ParameterList ParameterList	ParameterList			ctor; ditto
op	_,_	NeParameterList ParameterList	NeParameterList			ctor; ditto
op	_,_	ParameterList NeParameterList	NeParameterList			ctor; ditto
op	_,_	EmptyCommaList EmptyCommaList	EmptyCommaList			ctor; ditto
op	_::_	Sort ModuleExpression	ParameterDecl			
op	nil		ParameterDeclList			ctor
op	_,_	ParameterDeclList ParameterDeclList	ParameterDeclList			ctor; assoc; id: nil; prec 121
op	_,_	NeParameterDeclList ParameterDeclList	NeParameterDeclList			ctor; ditto
op	_,_	ParameterDeclList NeParameterDeclList	NeParameterDeclList			ctor; ditto
op	protecting_.	ModuleExpression	Import			ctor
op	extending_.	ModuleExpression	Import			ctor
op	generated-by_.	ModuleExpression	Import			ctor
op	including_.	ModuleExpression	Import			ctor
op	nil		ImportList			ctor
op	__	ImportList ImportList	ImportList			ctor; assoc; id: nil; format (d ni d)
op	id-hook	Qid QidList	Hook			ctor; format (nssss d)
op	op-hook	Qid Qid QidList Qid	Hook			ctor; format (nssss d)
op	term-hook	Qid Term	Hook			ctor; format (nssss d)
op	nil		HookList			ctor
op	__	HookList HookList	HookList			ctor; assoc; id: nil
op	__	NeHookList HookList	NeHookList			ctor; ditto
op	__	HookList NeHookList	NeHookList			ctor; ditto
op	assoc		Attr			ctor
op	comm		Attr			ctor
op	idem		Attr			ctor
op	iter		Attr			ctor
op	id	Term	Attr			ctor
op	left-id	Term	Attr			ctor
op	right-id	Term	Attr			ctor
op	strat	NeNatList	Attr			ctor
op	memo		Attr			ctor
op	prec	Nat	Attr			ctor
op	gather	QidList	Attr			ctor
op	format	QidList	Attr			ctor
op	latex	String	Attr			ctor
op	ctor		Attr			ctor
op	config		Attr			ctor
op	object		Attr			ctor
op	msg		Attr			ctor
op	portal		Attr			ctor
op	pconst		Attr			ctor
op	frozen	NeNatList	Attr			ctor
op	poly	NeNatList	Attr			ctor
op	special	NeHookList	Attr			ctor
op	label	Qid	Attr			ctor
op	metadata	String	Attr			ctor
op	owise		Attr			ctor
op	nonexec		Attr			ctor
op	variant		Attr			ctor
op	narrowing		Attr			ctor
op	print	QidList	Attr			ctor
op	(op_:_->_[_].)	Qid TypeList Type AttrSet	OpDecl			ctor; format (d d d d d d s d d s d)
op	none		OpDeclSet			ctor
op	__	OpDeclSet OpDeclSet	OpDeclSet			ctor; assoc; comm; id: none; format (d ni d)
op	mb_:_[_].	Term Sort AttrSet	MembAx			ctor; format (d d d d s d d s d)
op	cmb_:_if_[_].	Term Sort EqCondition AttrSet	MembAx			ctor; format (d d d d d d s d d s d)
op	none		MembAxSet			ctor
op	__	MembAxSet MembAxSet	MembAxSet			ctor; assoc; comm; id: none; format (d ni d)
op	eq_=_[_].	Term Term AttrSet	Equation			ctor; format (d d d d s d d s d)
op	ceq_=_if_[_].	Term Term EqCondition AttrSet	Equation			ctor; format (d d d d d d s d d s d)
op	none		EquationSet			ctor
op	__	EquationSet EquationSet	EquationSet			ctor; assoc; comm; id: none; format (d ni d)
op	rl_=>_[_].	Term Term AttrSet	Rule			ctor; format (d d d d s d d s d)
op	crl_=>_if_[_].	Term Term Condition AttrSet	Rule			ctor; format (d d d d d d s d d s d)
op	none		RuleSet			ctor
op	__	RuleSet RuleSet	RuleSet			ctor; assoc; comm; id: none; format (d ni d)
op	strat_:_@_[_].	Qid TypeList Type AttrSet	StratDecl			ctor; format (d d d d d d s d d s d)
op	none		StratDeclSet			ctor
op	__	StratDeclSet StratDeclSet	StratDeclSet			ctor; assoc; comm; id: none; format (d ni d)
op	sd_:=_[_].	CallStrategy Strategy AttrSet	StratDefinition			ctor; format (d d d d s d d s d)
op	csd_:=_if_[_].	CallStrategy Strategy EqCondition AttrSet	StratDefinition			ctor; format (d d d d d d s d d s d)
op	none		StratDefSet			ctor
op	__	StratDefSet StratDefSet	StratDefSet			ctor; assoc; comm; id: none; format (d ni d)
op	_{_}	Qid ParameterDeclList	Header			ctor
op	fmod_is_sorts_.____endfm	Header ImportList SortSet SubsortDeclSet OpDeclSet MembAxSet EquationSet	FModule			ctor; gather (& & & & & & &); format (d d s n++i ni d d ni ni ni ni n--i d)
op	mod_is_sorts_._____endm	Header ImportList SortSet SubsortDeclSet OpDeclSet MembAxSet EquationSet RuleSet	SModule			ctor; gather (& & & & & & & &); format (d d s n++i ni d d ni ni ni ni ni n--i d)
op	fth_is_sorts_.____endfth	Qid ImportList SortSet SubsortDeclSet OpDeclSet MembAxSet EquationSet	FTheory			ctor; gather (& & & & & & &); format (d d d n++i ni d d ni ni ni ni n--i d)
op	th_is_sorts_._____endth	Qid ImportList SortSet SubsortDeclSet OpDeclSet MembAxSet EquationSet RuleSet	STheory			ctor; gather (& & & & & & & &); format (d d d n++i ni d d ni ni ni ni ni n--i d)
op	[_]	Qid	Module			
op	smod_is_sorts_._______endsm	Header ImportList SortSet SubsortDeclSet OpDeclSet MembAxSet EquationSet RuleSet StratDeclSet StratDefSet	StratModule			ctor; gather (& & & & & & & & & &); format (d d s n++i ni d d ni ni ni ni ni ni ni n--i d)
op	sth_is_sorts_._______endsth	Header ImportList SortSet SubsortDeclSet OpDeclSet MembAxSet EquationSet RuleSet StratDeclSet StratDefSet	StratTheory			ctor; gather (& & & & & & & & & &); format (d d s n++i ni d d ni ni ni ni ni ni ni n--i d)
op	getName	Module	Qid			
op	getImports	Module	ImportList			
op	getSorts	Module	SortSet			
op	getSubsorts	Module	SubsortDeclSet			
op	getOps	Module	OpDeclSet			
op	getMbs	Module	MembAxSet			
op	getEqs	Module	EquationSet			
op	getRls	Module	RuleSet			
op	getStrats	Module	StratDeclSet			
op	getSds	Module	StratDefSet			
rename	op	empty	none
rename	op	_,_	_;_
var	Q	Qid
var	PDL	ParameterDeclList
var	H	Header
var	M	Module
var	IL	ImportList
var	SS	SortSet
var	SSDS	SubsortDeclSet
var	OPDS	OpDeclSet
var	MAS	MembAxSet
var	EQS	EquationSet
var	RLS	RuleSet
var	STDS	StratDeclSet
var	STDFS	StratDefSet
module	META-VIEW	fmod	
import	META-MODULE
sorts	SortMapping SortMappingSet OpMapping OpMappingSet StratMapping StratMappingSet View
subsorts	SortMapping SortMappingSet
subsorts	OpMapping OpMappingSet
subsorts	StratMapping StratMappingSet
op	sort_to_.	Sort Sort	SortMapping			ctor
op	none		SortMappingSet			ctor
op	__	SortMappingSet SortMappingSet	SortMappingSet			ctor; assoc; comm; id: none; format (d ni d)
op	(op_to_.)	Qid Qid	OpMapping			ctor
op	(op_:_->_to_.)	Qid TypeList Type Qid	OpMapping			ctor
op	(op_to term_.)	Term Term	OpMapping			ctor
op	none		OpMappingSet			ctor
op	__	OpMappingSet OpMappingSet	OpMappingSet			ctor; assoc; comm; id: none; format (d ni d)
op	(strat_to_.)	Qid Qid	StratMapping			ctor
op	(strat_:_@_to_.)	Qid TypeList Type Qid	StratMapping			ctor
op	(strat_to expr_.)	CallStrategy Strategy	StratMapping			ctor
op	none		StratMappingSet			ctor
op	__	StratMappingSet StratMappingSet	StratMappingSet			ctor; assoc; comm; id: none; format (d ni d)
op	view_from_to_is___endv	Header ModuleExpression ModuleExpression SortMappingSet OpMappingSet StratMappingSet	View			ctor; gather (& & & & & &); format (d d d d d d d n++i ni ni n--i d)
op	getName	View	Qid			
op	getFrom	View	ModuleExpression			
op	getTo	View	ModuleExpression			
op	getSortMappings	View	SortMappingSet			
op	getOpMappings	View	OpMappingSet			
op	getStratMappings	View	StratMappingSet			
var	Q	Qid
var	PDL	ParameterDeclList
var	ME	ModuleExpression
var	ME'	ModuleExpression
var	SMS	SortMappingSet
var	OMS	OpMappingSet
var	TMS	StratMappingSet
module	META-LEVEL	fmod	
import	META-VIEW
import	BOUND
sorts	NeVariableSet VariableSet Parent Type? PrintOption PrintOptionSet VariantOption VariantOptionSet SrewriteOption UnificandPair UnificationProblem PatternSubjectPair MatchingProblem ResultPair ResultTriple Result4Tuple MatchPair TraceStep Trace UnificationPair UnificationTriple Variant MatchOrUnificationPair NarrowingApplyResult NarrowingSearchResult NarrowingSearchPathResult NarrowingStep NarrowingTrace SmtResult ResultPair? ResultTriple? Result4Tuple? MatchPair? Substitution? Trace? UnificationPair? UnificationTriple? Variant? NarrowingApplyResult? NarrowingSearchResult? NarrowingSearchPathResult? SmtResult? Strategy?
subsorts	Variable NeVariableSet VariableSet QidSet
subsorts	NeVariableSet NeQidSet
subsorts	EmptyQidSet VariableSet
subsorts	Nat Parent
subsorts	Type Type?
subsorts	PrintOption PrintOptionSet
subsorts	VariantOption VariantOptionSet
subsorts	UnificandPair UnificationProblem
subsorts	PatternSubjectPair MatchingProblem
subsorts	MatchPair UnificationPair MatchOrUnificationPair
subsorts	TraceStep Trace
subsorts	NarrowingStep NarrowingTrace
subsorts	ResultPair ResultPair?
subsorts	ResultTriple ResultTriple?
subsorts	Result4Tuple Result4Tuple?
subsorts	MatchPair MatchPair?
subsorts	UnificationPair UnificationPair?
subsorts	UnificationTriple UnificationTriple?
subsorts	NarrowingApplyResult NarrowingApplyResult?
subsorts	NarrowingSearchResult NarrowingSearchResult?
subsorts	NarrowingSearchPathResult NarrowingSearchPathResult?
subsorts	Variant Variant?
subsorts	Substitution Substitution?
subsorts	Trace Trace?
subsorts	SmtResult SmtResult?
subsorts	Strategy Strategy?
op	_;_	VariableSet VariableSet	VariableSet			ctor; ditto
op	_;_	NeVariableSet VariableSet	NeVariableSet			ctor; ditto
op	none		Parent			
op	anyType		Type?			ctor
op	mixfix		PrintOption			ctor
op	with-parens		PrintOption			ctor
op	with-sorts		PrintOption			ctor
op	flat		PrintOption			ctor
op	format		PrintOption			ctor
op	number		PrintOption			ctor
op	rat		PrintOption			ctor
op	none		PrintOptionSet			ctor
op	__	PrintOptionSet PrintOptionSet	PrintOptionSet			ctor; assoc; comm; id: none
op	delay		VariantOption			ctor
op	filter		VariantOption			ctor
op	none		VariantOptionSet			ctor
op	__	VariantOptionSet VariantOptionSet	VariantOptionSet			ctor; assoc; comm; id: none
op	breadthFirst		SrewriteOption			ctor
op	depthFirst		SrewriteOption			ctor
op	_=?_	Term Term	UnificandPair			ctor; prec 71
op	_/\_	UnificationProblem UnificationProblem	UnificationProblem			ctor; assoc; comm; prec 73
op	_<=?_	Term Term	PatternSubjectPair			ctor; prec 71
op	_/\_	MatchingProblem MatchingProblem	MatchingProblem			ctor; assoc; comm; prec 73
op	{_,_}	Term Type	ResultPair			ctor
op	{_,_,_}	Term Type Substitution	ResultTriple			ctor
op	{_,_,_,_}	Term Type Substitution Context	Result4Tuple			ctor
op	{_,_}	Substitution Context	MatchPair			ctor
op	{_,_}	Substitution Qid	UnificationPair			ctor
op	{_,_,_}	Substitution Substitution Qid	UnificationTriple			ctor
op	{_,_,_,_,_}	Term Substitution Qid Parent Bool	Variant			ctor
op	{_,_,_}	Term Type Rule	TraceStep			ctor
op	nil		Trace			ctor
op	__	Trace Trace	Trace			ctor; assoc; id: nil; format (d n d)
op	{_,_,_,_}	Term Substitution Term Nat	SmtResult			ctor
op	{_,_,_,_,_,_,_}	Term Type Context Qid Substitution Substitution Qid	NarrowingApplyResult			ctor; format (d n++i d s d ni d ni d s d s d ni n--i d)
op	{_,_,_,_,_,_}	Term Type Substitution Qid Substitution Qid	NarrowingSearchResult			ctor; format (d n++i d s d s d ni d s d ni n--i d)
op	{_,_,_,_,_,_}	Term Type Substitution NarrowingTrace Substitution Qid	NarrowingSearchPathResult			ctor; format (d n++i d s d s d s d s d ni n--i d)
op	{_,_,_,_,_,_,_}	Context Qid Substitution Qid Term Type Substitution	NarrowingStep			ctor; format (ni n++i d ni d s d ni d ni d s d s n--i d)
op	nil		NarrowingTrace			ctor
op	__	NarrowingTrace NarrowingTrace	NarrowingTrace			ctor; assoc; id: nil
op	noParse	Nat	ResultPair?			ctor
op	ambiguity	ResultPair ResultPair	ResultPair?			ctor
op	failure		ResultPair?			ctor
op	failure		ResultTriple?			ctor
op	failureIncomplete		ResultTriple?			ctor
op	failure		Result4Tuple?			ctor
op	noUnifier		UnificationPair?			ctor
op	noUnifier		UnificationTriple?			ctor
op	noUnifierIncomplete		UnificationPair?			ctor
op	noUnifierIncomplete		UnificationTriple?			ctor
op	noVariant		Variant?			ctor
op	noVariantIncomplete		Variant?			ctor
op	failure		NarrowingApplyResult?			ctor
op	failureIncomplete		NarrowingApplyResult?			ctor
op	failure		NarrowingSearchResult?			ctor
op	failureIncomplete		NarrowingSearchResult?			ctor
op	failure		NarrowingSearchPathResult?			ctor
op	failureIncomplete		NarrowingSearchPathResult?			ctor
op	noMatch		Substitution?			ctor
op	noMatchIncomplete		Substitution?			ctor
op	noMatch		MatchPair?			ctor
op	failure		Trace?			ctor
op	failure		SmtResult?			ctor
op	noStratParse	Nat	Strategy?			ctor
op	ambiguity	Strategy Strategy	Strategy?			ctor
op	getTerm	ResultPair	Term			
op	getType	ResultPair	Type			
op	getTerm	ResultTriple	Term			
op	getType	ResultTriple	Type			
op	getSubstitution	ResultTriple	Substitution			
op	getTerm	Result4Tuple	Term			
op	getType	Result4Tuple	Type			
op	getSubstitution	Result4Tuple	Substitution			
op	getContext	Result4Tuple	Context			
op	getSubstitution	MatchPair	Substitution			
op	getContext	MatchPair	Context			
op	getSubstitution	UnificationPair	Substitution			
op	getVariableFamily	UnificationPair	Qid			
op	getLhsSubstitution	UnificationTriple	Substitution			
op	getRhsSubstitution	UnificationTriple	Substitution			
op	getVariableFamily	UnificationTriple	Qid			
op	getTerm	Variant	Term			
op	getSubstitution	Variant	Substitution			
op	getVariableFamily	Variant	Qid			
op	getParent	Variant	Parent			
op	getMoreVariantsInLayerFlag	Variant	Bool			
op	getTerm	TraceStep	Term			
op	getType	TraceStep	Type			
op	getRule	TraceStep	Rule			
op	getTerm	NarrowingApplyResult	Term			
op	getType	NarrowingApplyResult	Type			
op	getContext	NarrowingApplyResult	Context			
op	getLabel	NarrowingApplyResult	Qid			
op	getTermSubstitution	NarrowingApplyResult	Substitution			
op	getRuleSubstitution	NarrowingApplyResult	Substitution			
op	getVariableFamily	NarrowingApplyResult	Qid			
op	getTerm	NarrowingSearchResult	Term			
op	getType	NarrowingSearchResult	Type			
op	getAccumulatedSubstitution	NarrowingSearchResult	Substitution			
op	getStateVariableFamily	NarrowingSearchResult	Qid			
op	getUnifier	NarrowingSearchResult	Substitution			
op	getUnifierVariableFamily	NarrowingSearchResult	Qid			
op	getInitialTerm	NarrowingSearchPathResult	Term			
op	getInitialType	NarrowingSearchPathResult	Type			
op	getInitialSubstitution	NarrowingSearchPathResult	Substitution			
op	getTrace	NarrowingSearchPathResult	NarrowingTrace			
op	getUnifier	NarrowingSearchPathResult	Substitution			
op	getUnifierVariableFamily	NarrowingSearchPathResult	Qid			
op	getContext	NarrowingStep	Context			
op	getLabel	NarrowingStep	Qid			
op	getUnifier	NarrowingStep	Substitution			
op	getUnifierVariableFamily	NarrowingStep	Qid			
op	getTerm	NarrowingStep	Term			
op	getType	NarrowingStep	Type			
op	getAccumulatedSubstitution	NarrowingStep	Substitution			
op	applySubstitution	Module Term Substitution	Term			
op	$applySubstitution	NeTermList Substitution	Term			
op	metaReduce	Module Term	ResultPair		MetaLevelOpSymbol(metaReduce) qidSymbol(<Qids>:~>Qid) metaTermSymbol(_[_]:QidNeTermList~>Term) metaArgSymbol(_,_:NeTermListNeTermList~>NeTermList) emptyTermListSymbol(empty:~>GroundTermList) assignmentSymbol(_<-_:QidTerm~>Assignment) substitutionSymbol(_;_:SubstitutionSubstitution~>Substitution) emptySubstitutionSymbol(none:~>Substitution) holeSymbol([]:~>Context) failStratSymbol(fail:~>Strategy) idleStratSymbol(idle:~>Strategy) allStratSymbol(all:~>Strategy) applicationStratSymbol(_[_]{_}:QidSubstitutionStrategyList~>RuleApplication) topStratSymbol(top:RuleApplication~>Strategy) matchStratSymbol(match_s.t._:TermEqCondition~>Strategy) xmatchStratSymbol(xmatch_s.t._:TermEqCondition~>Strategy) amatchStratSymbol(amatch_s.t._:TermEqCondition~>Strategy) unionStratSymbol(_|_:StrategyStrategy~>Strategy) concatStratSymbol(_;_:StrategyStrategy~>Strategy) orelseStratSymbol(_or-else_:StrategyStrategy~>Strategy) plusStratSymbol(_+:Strategy~>Strategy) conditionalStratSymbol(_?_:_:StrategyStrategyStrategy~>Strategy) matchrewStratSymbol(matchrew_s.t._by_:TermEqConditionUsingPairSet~>Strategy) xmatchrewStratSymbol(xmatchrew_s.t._by_:TermEqConditionUsingPairSet~>Strategy) amatchrewStratSymbol(amatchrew_s.t._by_:TermEqConditionUsingPairSet~>Strategy) callStratSymbol(_[[_]]:QidTermList~>Strategy) oneStratSymbol(one:Strategy~>Strategy) starStratSymbol(_*:Strategy~>Strategy) normalizationStratSymbol(_!:Strategy~>Strategy) notStratSymbol(not:Strategy~>Strategy) testStratSymbol(test:Strategy~>Strategy) tryStratSymbol(try:Strategy~>Strategy) usingStratSymbol(_using_:VariableStrategy~>UsingPair) usingListStratSymbol(_,_:UsingPairSetUsingPairSet~>UsingPairSet) emptyStratListSymbol(empty:~>StrategyList) stratListSymbol(_,_:StrategyListStrategyList~>StrategyList) headerSymbol(_{_}:QidParameterDeclList~>Header) parameterDeclSymbol(_::_:SortModuleExpression~>ParameterDecl) parameterDeclListSymbol(_,_:ParameterDeclListParameterDeclList~>ParameterDeclList) emptyAttrSetSymbol(none:~>AttrSet) attrSetSymbol(__:AttrSetAttrSet~>AttrSet) sortRenamingSymbol(sort_to_:QidQid~>Renaming) opRenamingSymbol(op_to_[_]:QidQidAttrSet~>Renaming) opRenamingSymbol2(op_:_->_to_[_]:QidTypeListTypeQidAttrSet~>Renaming) labelRenamingSymbol(label_to_:QidQid~>Renaming) stratRenamingSymbol(strat_to_:QidQid~>Renaming) stratRenamingSymbol2(strat_:_@_to_:QidQidTypeListType~>Renaming) renamingSetSymbol(_,_:RenamingSetRenamingSet~>RenamingSet) sumSymbol(_+_:ModuleExpressionModuleExpression~>ModuleExpression) renamingSymbol(_*(_):ModuleExpressionRenamingSet~>ModuleExpression) instantiationSymbol(_{_}:ExpressionParameterList~>Expression) protectingSymbol(protecting_.:ModuleExpression~>Import) extendingSymbol(extending_.:ModuleExpression~>Import) includingSymbol(including_.:ModuleExpression~>Import) generatedBySymbol(generated-by_.:ModuleExpression~>Import) nilImportListSymbol(nil:~>ImportList) importListSymbol(__:ImportListImportList~>ImportList) emptySortSetSymbol(none:~>SortSet) sortSetSymbol(_;_:SortSetSortSet~>SortSet) subsortSymbol(subsort_<_.:SortSort~>SubsortDecl) emptySubsortDeclSetSymbol(none:~>SubsortDeclSet) subsortDeclSetSymbol(__:SubsortDeclSetSubsortDeclSet~>SubsortDeclSet) nilQidListSymbol(nil:~>QidList) qidListSymbol(__:QidListQidList~>QidList) emptyQidSetSymbol(none:~>QidSet) qidSetSymbol(_;_:QidSetQidSet~>QidSet) succSymbol(s_:Nat~>NzNat) natListSymbol(__:NeNatListNeNatList~>NeNatList) unboundedSymbol(unbounded:~>Bound) noParentSymbol(none:~>Parent) stringSymbol(<Strings>:~>String) idHookSymbol(id-hook:QidQidList~>Hook) opHookSymbol(op-hook:QidQidQidListQid~>Hook) termHookSymbol(term-hook:QidTerm~>Hook) hookListSymbol(__:HookListHookList~>HookList) assocSymbol(assoc:~>Attr) commSymbol(comm:~>Attr) idemSymbol(idem:~>Attr) iterSymbol(iter:~>Attr) idSymbol(id:Term~>Attr) leftIdSymbol(left-id:Term~>Attr) rightIdSymbol(right-id:Term~>Attr) stratSymbol(strat:NeNatList~>Attr) memoSymbol(memo:~>Attr) precSymbol(prec:Nat~>Attr) gatherSymbol(gather:QidList~>Attr) formatSymbol(format:QidList~>Attr) latexSymbol(latex:String~>Attr) ctorSymbol(ctor:~>Attr) frozenSymbol(frozen:NeNatList~>Attr) polySymbol(poly:NeNatList~>Attr) configSymbol(config:~>Attr) objectSymbol(object:~>Attr) msgSymbol(msg:~>Attr) portalSymbol(portal:~>Attr) pconstSymbol(pconst:~>Attr) specialSymbol(special:NeHookList~>Attr) labelSymbol(label:Qid~>Attr) metadataSymbol(metadata:String~>Attr) owiseSymbol(owise:~>Attr) variantAttrSymbol(variant:~>Attr) narrowingSymbol(narrowing:~>Attr) nonexecSymbol(nonexec:~>Attr) printSymbol(print:QidList~>Attr) opDeclSymbol(op_:_->_[_].:QidTypeListTypeAttrSet~>OpDecl) emptyOpDeclSetSymbol(none:~>OpDeclSet) opDeclSetSymbol(__:OpDeclSetOpDeclSet~>OpDeclSet) noConditionSymbol(nil:~>EqCondition) equalityConditionSymbol(_=_:TermTerm~>EqCondition) sortTestConditionSymbol(_:_:TermSort~>EqCondition) matchConditionSymbol(_:=_:TermTerm~>EqCondition) rewriteConditionSymbol(_=>_:TermTerm~>Condition) conjunctionSymbol(_/\_:ConditionCondition~>Condition) mbSymbol(mb_:_[_].:TermSortAttrSet~>MembAx) cmbSymbol(cmb_:_if_[_].:TermSortEqConditionAttrSet~>MembAx) emptyMembAxSetSymbol(none:~>MembAxSet) membAxSetSymbol(__:MembAxSetMembAxSet~>MembAxSet) eqSymbol(eq_=_[_].:TermTermAttrSet~>Equation) ceqSymbol(ceq_=_if_[_].:TermTermEqConditionAttrSet~>Equation) emptyEquationSetSymbol(none:~>EquationSet) equationSetSymbol(__:EquationSetEquationSet~>EquationSet) rlSymbol(rl_=>_[_].:TermTermAttrSet~>Rule) crlSymbol(crl_=>_if_[_].:TermTermConditionAttrSet~>Rule) emptyRuleSetSymbol(none:~>RuleSet) ruleSetSymbol(__:RuleSetRuleSet~>RuleSet) stratDeclSymbol(strat_:_@_[_].:QidTypeListTypeAttrSet~>StratDecl) emptyStratDeclSetSymbol(none:~>StratDeclSet) stratDeclSetSymbol(__:StratDeclSetStratDeclSet~>StratDeclSet) sdSymbol(sd_:=_[_].:CallStrategyStrategyAttrSet~>StratDefinition) csdSymbol(csd_:=_if_[_].:CallStrategyStrategyConditionAttrSet~>StratDefinition) emptyStratDefSetSymbol(none:~>StratDefSet) stratDefSetSymbol(__:StratDefSetStratDefSet~>StratDefSet) fmodSymbol(fmod_is_sorts_.____endfm:QidImportListSortSetSubsortDeclSetOpDeclSetMembAxSetEquationSet~>FModule) fthSymbol(fth_is_sorts_.____endfth:QidImportListSortSetSubsortDeclSetOpDeclSetMembAxSetEquationSet~>FModule) modSymbol(mod_is_sorts_._____endm:QidImportListSortSetSubsortDeclSetOpDeclSetMembAxSetEquationSetRuleSet~>Module) thSymbol(th_is_sorts_._____endth:QidImportListSortSetSubsortDeclSetOpDeclSetMembAxSetEquationSetRuleSet~>Module) smodSymbol(smod_is_sorts_._______endsm:QidImportListSortSetSubsortDeclSetOpDeclSetMembAxSetEquationSetRuleSetStratDeclSetStratDefSet~>StratModule) sthSymbol(sth_is_sorts_._______endsth:QidImportListSortSetSubsortDeclSetOpDeclSetMembAxSetEquationSetRuleSetStratDeclSetStratDefSet~>StratModule) sortMappingSymbol(sort_to_.:SortSort~>SortMapping[ctor].) emptySortMappingSetSymbol(none:~>SortMappingSet) sortMappingSetSymbol(__:SortMappingSetSortMappingSet~>SortMappingSet) opMappingSymbol(op_to_.:QidQid~>OpMapping) opSpecificMappingSymbol(op_:_->_to_.:QidTypeListTypeQid~>OpMapping) opTermMappingSymbol(op_to`term_.:TermTerm~>OpMapping) emptyOpMappingSetSymbol(none:~>OpMappingSet) opMappingSetSymbol(__:OpMappingSetOpMappingSet~>OpMappingSet) stratMappingSymbol(strat_to_.:QidQid~>StratMapping) stratSpecificMappingSymbol(strat_:_@_to_.:QidTypeListTypeQid~>StratMapping) stratExprMappingSymbol(strat_toexpr_.:CallStrategyStrategy~>StratMapping) emptyStratMappingSetSymbol(none:~>StratMappingSet) stratMappingSetSymbol(__:StratMappingSetStratMappingSet~>StratMappingSet) viewSymbol(view_from_to_is___endv:HeaderModuleExpressionModuleExpressionSortMappingSetOpMappingSetStratMappingSet~>View) anyTypeSymbol(anyType:~>Type?) unificandPairSymbol(_=?_:TermTerm~>UnificandPair) unificationConjunctionSymbol(_/\_:UnificationProblemUnificationProblem~>UnificationProblem) patternSubjectPairSymbol(_<=?_:TermTerm~>PatternSubjectPair) matchingConjunctionSymbol(_/\_:MatchingProblemMatchingProblem~>MatchingProblem) resultPairSymbol({_,_}:TermType~>ResultPair) resultTripleSymbol({_,_,_}:TermTypeSubstitution~>ResultTriple) result4TupleSymbol({_,_,_,_}:TermTypeSubstitutionContext~>Result4Tuple) matchPairSymbol({_,_}:SubstitutionContext~>MatchPair) unificationTripleSymbol({_,_,_}:SubstitutionSubstitutionQid~>UnificationTriple) variantSymbol({_,_,_,_,_}:TermSubstitutionQidParentBool~>Variant) narrowingApplyResultSymbol({_,_,_,_,_,_,_}:TermTypeContextQidSubstitutionSubstitutionQid~>NarrowingApplyResult) narrowingSearchResultSymbol({_,_,_,_,_,_}:TermTypeSubstitutionQidSubstitutionQid~>NarrowingSearchResult) narrowingSearchPathResultSymbol({_,_,_,_,_,_}:TermTypeSubstitutionNarrowingTraceSubstitutionQid~>NarrowingSearchPathResult) narrowingStepSymbol({_,_,_,_,_,_,_}:ContextQidSubstitutionQidTermTypeSubstitution~>NarrowingStep) nilNarrowingTraceSymbol(nil:~>NarrowingTrace) narrowingTraceSymbol(__:NarrowingTraceNarrowingTrace~>NarrowingTrace) smtResultSymbol({_,_,_,_}:TermSubstitutionTermNat~>SmtResult) traceStepSymbol({_,_,_}:TermTypeRule~>TraceStep) nilTraceSymbol(nil:~>Trace) traceSymbol(__:TraceTrace~>Trace) noParseSymbol(noParse:Nat~>ResultPair?) ambiguitySymbol(ambiguity:ResultPairResultPair~>ResultPair?) failure2Symbol(failure:~>ResultPair?) failure3Symbol(failure:~>ResultTriple?) failureIncomplete3Symbol(failureIncomplete:~>ResultTriple?) failure4Symbol(failure:~>Result4Tuple?) noUnifierPairSymbol(noUnifier:~>UnificationPair?) noUnifierTripleSymbol(noUnifier:~>UnificationTriple?) noUnifierIncompletePairSymbol(noUnifierIncomplete:~>UnificationPair?) noUnifierIncompleteTripleSymbol(noUnifierIncomplete:~>UnificationTriple?) noVariantSymbol(noVariant:~>Variant?) noVariantIncompleteSymbol(noVariantIncomplete:~>Variant?) narrowingApplyFailureSymbol(failure:~>NarrowingApplyResult?) narrowingApplyFailureIncompleteSymbol(failureIncomplete:~>NarrowingApplyResult?) narrowingSearchFailureSymbol(failure:~>NarrowingSearchResult?) narrowingSearchFailureIncompleteSymbol(failureIncomplete:~>NarrowingSearchResult?) narrowingSearchPathFailureSymbol(failure:~>NarrowingSearchPathResult?) narrowingSearchPathFailureIncompleteSymbol(failureIncomplete:~>NarrowingSearchPathResult?) noMatchSubstSymbol(noMatch:~>Substitution?) noMatchIncompleteSubstSymbol(noMatchIncomplete:~>Substitution?) noMatchPairSymbol(noMatch:~>MatchPair?) failureTraceSymbol(failure:~>Trace?) smtFailureSymbol(failure:~>SmtResult?) noStratParseSymbol(noStratParse:Nat~>Strategy?) stratAmbiguitySymbol(ambiguity:StrategyStrategy~>Strategy?) mixfixSymbol(mixfix:~>PrintOption) withParensSymbol(with-parens:~>PrintOption) withSortsSymbol(with-sorts:~>PrintOption) flatSymbol(flat:~>PrintOption) formatPrintOptionSymbol(format:~>PrintOption) numberSymbol(number:~>PrintOption) ratSymbol(rat:~>PrintOption) emptyPrintOptionSetSymbol(none:~>PrintOptionSet) printOptionSetSymbol(__:PrintOptionSetPrintOptionSet~>PrintOptionSet) delaySymbol(delay:~>VariantOption) filterSymbol(filter:~>VariantOption) emptyVariantOptionSetSymbol(none:~>VariantOptionSet) variantOptionSetSymbol(__:VariantOptionSetVariantOptionSet~>VariantOptionSet) breadthFirstSymbol(breadthFirst:~>SrewriteOption) depthFirstSymbol(depthFirst:~>SrewriteOption) legacyUnificationPairSymbol({_,_}:SubstitutionNat~>UnificationPair) legacyUnificationTripleSymbol({_,_,_}:SubstitutionSubstitutionNat~>UnificationTriple) legacyVariantSymbol({_,_,_,_,_}:TermSubstitutionNatParentBool~>Variant) trueTerm(true) falseTerm(false)	
op	metaNormalize	Module Term	ResultPair		MetaLevelOpSymbol(metaNormalize) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaRewrite	Module Term Bound	ResultPair		MetaLevelOpSymbol(metaRewrite) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaFrewrite	Module Term Bound Nat	ResultPair		MetaLevelOpSymbol(metaFrewrite) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaApply	Module Term Qid Substitution Nat	ResultTriple?		MetaLevelOpSymbol(metaApply) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaXapply	Module Term Qid Substitution Nat Bound Nat	Result4Tuple?		MetaLevelOpSymbol(metaXapply) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaMatch	Module Term Term Condition Nat	Substitution?		MetaLevelOpSymbol(metaMatch) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaXmatch	Module Term Term Condition Nat Bound Nat	MatchPair?		MetaLevelOpSymbol(metaXmatch) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaUnify	Module UnificationProblem Qid Nat	UnificationPair?		MetaLevelOpSymbol(metaUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaDisjointUnify	Module UnificationProblem Qid Nat	UnificationTriple?		MetaLevelOpSymbol(metaDisjointUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaIrredundantUnify	Module UnificationProblem Qid Nat	UnificationPair?		MetaLevelOpSymbol(metaIrredundantUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaIrredundantDisjointUnify	Module UnificationProblem Qid Nat	UnificationTriple?		MetaLevelOpSymbol(metaIrredundantDisjointUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaSearch	Module Term Term Condition Qid Bound Nat	ResultTriple?		MetaLevelOpSymbol(metaSearch) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaSearchPath	Module Term Term Condition Qid Bound Nat	Trace?		MetaLevelOpSymbol(metaSearchPath) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaNarrow	Module Term Term Qid Bound Nat	ResultTriple?		MetaLevelOpSymbol(metaNarrow) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaNarrow	Module Term Qid Bound Bool Nat	ResultPair?		MetaLevelOpSymbol(metaNarrow2) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaGetVariant	Module Term TermList Qid Nat	Variant?		MetaLevelOpSymbol(metaGetVariant) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaGetIrredundantVariant	Module Term TermList Qid Nat	Variant?		MetaLevelOpSymbol(metaGetIrredundantVariant) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaVariantUnify	Module UnificationProblem TermList Qid VariantOptionSet Nat	UnificationPair?		MetaLevelOpSymbol(metaVariantUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaVariantDisjointUnify	Module UnificationProblem TermList Qid VariantOptionSet Nat	UnificationTriple?		MetaLevelOpSymbol(metaVariantDisjointUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaVariantMatch	Module MatchingProblem TermList Qid VariantOptionSet Nat	Substitution?		MetaLevelOpSymbol(metaVariantMatch) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaNarrowingApply	Module Term TermList Qid VariantOptionSet Nat	NarrowingApplyResult?		MetaLevelOpSymbol(metaNarrowingApply) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaNarrowingSearch	Module Term Term Qid Bound Qid VariantOptionSet Nat	NarrowingSearchResult?		MetaLevelOpSymbol(metaNarrowingSearch) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaNarrowingSearchPath	Module Term Term Qid Bound Qid VariantOptionSet Nat	NarrowingSearchPathResult?		MetaLevelOpSymbol(metaNarrowingSearchPath) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaSrewrite	Module Term Strategy SrewriteOption Nat	ResultPair?		MetaLevelOpSymbol(metaSrewrite) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaParseStrategy	Module VariableSet QidList	Strategy?		MetaLevelOpSymbol(metaParseStrategy) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaPrettyPrintStrategy	Module VariableSet Strategy PrintOptionSet	QidList		MetaLevelOpSymbol(metaPrettyPrintStrategy) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	sortLeq	Module Type Type	Bool		MetaLevelOpSymbol(metaSortLeq) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	sameKind	Module Type Type	Bool		MetaLevelOpSymbol(metaSameKind) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	lesserSorts	Module Type	SortSet		MetaLevelOpSymbol(metaLesserSorts) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	glbSorts	Module Type Type	TypeSet		MetaLevelOpSymbol(metaGlbSorts) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	leastSort	Module Term	Type		MetaLevelOpSymbol(metaLeastSort) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	completeName	Module Type	Type		MetaLevelOpSymbol(metaCompleteName) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaParse	Module VariableSet QidList Type?	ResultPair?		MetaLevelOpSymbol(metaParse) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaPrettyPrint	Module VariableSet Term PrintOptionSet Qid	QidList		MetaLevelOpSymbol(metaPrettyPrint) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaPrintToString	Module VariableSet Term PrintOptionSet Qid	String		MetaLevelOpSymbol(metaPrintToString) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaCheck	Module Term	Bool		MetaLevelOpSymbol(metaCheck) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaSmtSearch	Module Term Term Condition Qid Nat Bound Nat	SmtResult?		MetaLevelOpSymbol(metaSmtSearch) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	wellFormed	Module	Bool		MetaLevelOpSymbol(metaWellFormedModule) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	wellFormed	Module Term	Bool		MetaLevelOpSymbol(metaWellFormedTerm) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	wellFormed	Module Substitution	Bool		MetaLevelOpSymbol(metaWellFormedSubstitution) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	getKind	Module Type	Kind		MetaLevelOpSymbol(metaGetKind) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	getKinds	Module	KindSet		MetaLevelOpSymbol(metaGetKinds) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	maximalSorts	Module Kind	SortSet		MetaLevelOpSymbol(metaMaximalSorts) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	minimalSorts	Module Kind	SortSet		MetaLevelOpSymbol(metaMinimalSorts) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	maximalAritySet	Module Qid TypeList Sort	TypeListSet		MetaLevelOpSymbol(metaMaximalAritySet) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upModule	Qid Bool	Module		MetaLevelOpSymbol(metaUpModule) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upImports	Qid	ImportList		MetaLevelOpSymbol(metaUpImports) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upSorts	Qid Bool	SortSet		MetaLevelOpSymbol(metaUpSorts) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upSubsortDecls	Qid Bool	SubsortDeclSet		MetaLevelOpSymbol(metaUpSubsortDecls) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upOpDecls	Qid Bool	OpDeclSet		MetaLevelOpSymbol(metaUpOpDecls) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upMbs	Qid Bool	MembAxSet		MetaLevelOpSymbol(metaUpMbs) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upEqs	Qid Bool	EquationSet		MetaLevelOpSymbol(metaUpEqs) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upRls	Qid Bool	RuleSet		MetaLevelOpSymbol(metaUpRls) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upStratDecls	Qid Bool	StratDeclSet		MetaLevelOpSymbol(metaUpStratDecls) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upSds	Qid Bool	StratDefSet		MetaLevelOpSymbol(metaUpSds) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upView	Qid	View		MetaLevelOpSymbol(metaUpView) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	upTerm	Universal	Term	1	MetaLevelOpSymbol(metaUpTerm) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	downTerm	Term Universal	Universal	2 0	MetaLevelOpSymbol(metaDownTerm) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	{_,_}	Substitution Nat	UnificationPair			ctor
op	{_,_,_}	Substitution Substitution Nat	UnificationTriple			ctor
op	{_,_,_,_,_}	Term Substitution Nat Parent Bool	Variant			ctor
op	metaParse	Module QidList Type?	ResultPair?			
op	metaPrettyPrint	Module VariableSet Term PrintOptionSet	QidList			
op	metaPrettyPrint	Module Term PrintOptionSet	QidList			
op	metaPrettyPrint	Module Term	QidList			
op	metaVariantUnify	Module UnificationProblem TermList Qid Nat	UnificationPair?			
op	metaVariantDisjointUnify	Module UnificationProblem TermList Qid Nat	UnificationTriple?			
op	metaNarrowingApply	Module Term TermList Qid Nat	NarrowingApplyResult?			
op	metaNarrowingSearch	Module Term Term Qid Bound Qid Nat	NarrowingSearchResult?			
op	metaNarrowingSearchPath	Module Term Term Qid Bound Qid Nat	NarrowingSearchPathResult?			
op	metaUnify	Module UnificationProblem Nat Nat	UnificationPair?		MetaLevelOpSymbol(legacyMetaUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaDisjointUnify	Module UnificationProblem Nat Nat	UnificationTriple?		MetaLevelOpSymbol(legacyMetaDisjointUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaGetVariant	Module Term TermList Nat Nat	Variant?		MetaLevelOpSymbol(legacyMetaGetVariant) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaGetIrredundantVariant	Module Term TermList Nat Nat	Variant?		MetaLevelOpSymbol(legacyMetaGetIrredundantVariant) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaVariantUnify	Module UnificationProblem TermList Nat Nat	UnificationPair?		MetaLevelOpSymbol(legacyMetaVariantUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
op	metaVariantDisjointUnify	Module UnificationProblem TermList Nat Nat	UnificationTriple?		MetaLevelOpSymbol(legacyMetaVariantDisjointUnify) shareWith(metaReduce:ModuleTerm~>ResultPair)	
module	LEXICAL	fmod	
import	QID-LIST
op	printTokens	QidList	String		QuotedIdentifierOpSymbol(printTokens) stringSymbol(<Strings>:~>String) quotedIdentifierSymbol(<Qids>:~>Qid) nilQidListSymbol(nil:~>QidList) qidListSymbol(__:QidListQidList~>QidList)	
op	tokenize	String	QidList		QuotedIdentifierOpSymbol(tokenize) stringSymbol(<Strings>:~>String) quotedIdentifierSymbol(<Qids>:~>Qid) nilQidListSymbol(nil:~>QidList) qidListSymbol(__:QidListQidList~>QidList)	
module	COUNTER	mod	
import	NAT
op	counter		[Nat]		CounterSymbol succSymbol(s_:Nat~>NzNat)	
module	LOOP-MODE	mod	
import	QID-LIST
sorts	State System
op	[_,_,_]	QidList State QidList	System		LoopSymbol qidSymbol(<Qids>:~>Qid) nilQidListSymbol(nil:~>QidList) qidListSymbol(__:QidListQidList~>QidList)	ctor
module	CONFIGURATION	mod	
sorts	Attribute AttributeSet Oid Cid Object Msg Portal Configuration
subsorts	Attribute AttributeSet
subsorts	Object Msg Portal Configuration
op	none		AttributeSet			ctor
op	_,_	AttributeSet AttributeSet	AttributeSet			ctor; assoc; comm; id: none
op	<_:_|_>	Oid Cid AttributeSet	Object		ObjectConstructorSymbol attributeSetSymbol(_,_:AttributeSetAttributeSet~>AttributeSet)	ctor; object
op	none		Configuration			ctor
op	__	Configuration Configuration	Configuration			ctor; config; assoc; comm; id: none
op	<>		Portal			ctor; portal
op	getClass	Object	Cid			
