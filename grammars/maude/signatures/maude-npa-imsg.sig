# generated from maude-npa-3.1.5-imsg.maude by signature::tests::regenerate; do not edit
module	BANNER-MAUDENPA	fmod	
import	QID-LIST
op	banner		QidList			
module	META-LEVEL-MNPA	fmod	
import	META-LEVEL
rename	op	`{_`,_`}	`{_`,_`}Smt
module	UNIFICATIONTRIPLE	fmod	
import	META-LEVEL-MNPA
import	INT
op	getSubst	UnificationPair	Substitution			
op	getNextVar	UnificationPair	Nat			
op	getLSubst	UnificationTriple	Substitution			
op	getRSubst	UnificationTriple	Substitution			
op	getNextVar	UnificationTriple	Nat			
module	TERM-HANDLING	fmod	
import	META-TERM
import	META-LEVEL-MNPA
import	EXT-BOOL
op	root	Term	Qid			
op	size	TermList	Nat			
op	elem_of_	Nat TermList	Term			
op	subTerm_of_	NatList Term	Term			
op	subTerm*_of_	NatList Term	Term			
op	is_subTermOf_	Term TermList	Bool			
op	is_subTermOf*_	Term TermList	Bool			
op	noVarOfSort_In_	Type TermList	Bool			
op	findSubTermOf_In_	NeCTermList TermList	Term			
op	replaceElem_of_by_	Nat TermList Term	TermList			
op	replaceSubTerm_of_by_	NatList TermList Term	TermList			
op	replaceSubTermL_of_by_	NatList TermList Term	TermList			
op	replaceTerm_by_in_	Term Term TermList	TermList			
op	_[_]	Context Context	Context			
op	_[_]	NeCTermList Context	NeCTermList			
op	_[_]	Context Term	Term			
op	_[_]	NeCTermList Term	TermList			
op	is_substring_	Qid Qid	Bool			memo
op	addprefix_To_	Qid Variable	Variable			memo
op	addprefix_To_	Qid Constant	Constant			ditto
op	addsufix_To_	Qid Variable	Variable			memo
op	addsufix_To_	Qid Constant	Constant			ditto
op	addType_ToVar_	Type Qid	Variable			memo
op	noUnderBar	Qid	Bool			
op	addType	Qid Type	Qid			
op	addTypeVar	Qid Type	Qid			
var	T	Term
var	T'	Term
var	T''	Term
var	C	Constant
var	C'	Constant
var	QIL	QidList
var	N	Nat
var	N'	Nat
var	NL	NatList
var	NL'	NatList
var	Q	Qid
var	F	Qid
var	F'	Qid
var	AtS	AttrSet
var	EqS	EquationSet
var	Eq	Equation
var	Cond	Condition
var	TP	Type
var	TPL	TypeList
var	TPL'	TypeList
var	TL	TermList
var	TL'	TermList
var	TL''	TermList
var	B	Bool
var	V	Variable
var	V'	Variable
var	Ct	Context
var	CtL	NeCTermList
var	NeTL	NeTermList
var	M	Module
module	SUBSTITUTION-HANDLING	fmod	
import	META-TERM
import	META-LEVEL-MNPA
import	TERM-HANDLING
op	_<<_	Term Substitution	Term			
op	_<<_	TermList Substitution	TermList			
op	_<<_	Context Substitution	Context			
op	_<<_	Substitution Substitution	Substitution			
op	_.._	Substitution Substitution	Substitution			
op	_\\_	Substitution Substitution	Substitution			
op	_|>_	Substitution TermList	Substitution			
op	_|>*_	Substitution TermList	Substitution			
op	_|>**_[_]	Substitution TermList Substitution	Substitution			
op	removeSame	Substitution	Substitution			
op	_intersect_	TermList TermList	TermList			
op	_intersectVar_	TermList TermList	TermList			
op	_intersectVar*_	TermList TermList	TermList			
op	_setMinus_	TermList TermList	TermList			
op	Vars	GTermList	TermList			
op	VarsTerm	Term	TermList			
op	VarsTerm	Context	TermList			
op	_in_	Term TermList	Bool			
op	any_in_	TermList TermList	Bool			
op	all_in_	TermList TermList	Bool			
op	allVars_inVars_	GTermList GTermList	Bool			
op	anyVars_inVars_	GTermList GTermList	Bool			
op	domainVars	Substitution	TermList			
op	rangeVars	Substitution	TermList			
op	dom_inVars_	Substitution TermList	Bool			
op	dom_in_	Substitution TermList	Bool			
op	dom_notInVars_	Substitution TermList	Bool			
op	dom_notIn_	Substitution TermList	Bool			
op	range_inVars_	Substitution TermList	Bool			
op	range_in_	Substitution TermList	Bool			
op	valid-occur-check?	Substitution	Bool			
op	extract-bindings	Substitution	TermList			
op	isRenaming	Substitution	Bool			
var	S	Substitution
var	S'	Substitution
var	Subst	Substitution
var	Subst'	Substitution
var	V	Variable
var	V'	Variable
var	C	Constant
var	C'	Constant
var	Ct	Context
var	T	Term
var	T'	Term
var	T1	Term
var	T2	Term
var	T1'	Term
var	T2'	Term
var	T1''	Term
var	T2''	Term
var	F	Qid
var	F'	Qid
var	TL	TermList
var	TL'	TermList
var	TL1	TermList
var	TL2	TermList
var	TL1'	TermList
var	TL2'	TermList
var	Att	AttrSet
var	RLS	RuleSet
var	Rl	Rule
var	TP	Type
var	N	Nat
var	NeTL	NeTermList
var	CtL	NeCTermList
module	TERMSET	fmod	
import	META-LEVEL-MNPA
import	SUBSTITUTION-HANDLING
sorts	TermSet
subsorts	Term TermSet
op	emptyTermSet		TermSet			ctor
op	_|_	TermSet TermSet	TermSet			ctor; assoc; comm; id: emptyTermSet; format (d n d d)
op	_in_	Term TermSet	Bool			
op	TermSet	TermList	TermSet			
module	RENAMING	fmod	
import	META-TERM
import	META-LEVEL-MNPA
import	TERM-HANDLING
import	SUBSTITUTION-HANDLING
import	TERMSET
import	CONVERSION
import	QID
import	INT
import	UNIFICATIONTRIPLE
op	_|>_	Substitution Nat	Substitution			
op	_|>*_[_]	Substitution Nat Substitution	Substitution			
op	_instantiatesAbove_	Substitution Nat	Bool			
op	highestVar	GTermList	Nat			
op	highestVarTerm	Term	Nat			
op	highestVarTerm	Context	Nat			
op	highestVar	GTermList Nat	Nat			
op	highestVar	Substitution	Nat			
op	highestVar	Substitution Nat	Nat			
op	newVar	Nat TypeList	TermList			
op	newVar*	Nat Type	Variable			
op	simplifyVars	TermList	TermList			
op	_<<`(_`)<	TermList GTermList	TermList			
op	_<<_	TermList UnificationPair	TermList			
op	_<<_	TermList UnificationTriple	TermList			
op	_<<_	Substitution UnificationTriple	Substitution			
op	_<<_<	TermList Nat	TermList			
op	_<<_<	TermList UnificationPair	UnificationPair			
var	S	Substitution
var	S'	Substitution
var	Subst	Substitution
var	Subst'	Substitution
var	V	Variable
var	V'	Variable
var	C	Constant
var	C'	Constant
var	CtL	NeCTermList
var	Ct	Context
var	T	Term
var	T'	Term
var	T1	Term
var	T2	Term
var	T1'	Term
var	T2'	Term
var	T1''	Term
var	T2''	Term
var	F	Qid
var	F'	Qid
var	TL	TermList
var	TL'	TermList
var	TL''	TermList
var	TL'''	TermList
var	Att	AttrSet
var	RLS	RuleSet
var	Rl	Rule
var	TP	Type
var	N	Nat
var	N'	Nat
var	NeTL	NeTermList
var	Q	Qid
var	Q'	Qid
var	IL	ImportList
var	SS	SortSet
var	SSDS	SubsortDeclSet
var	OPDS	OpDeclSet
var	MAS	MembAxSet
var	EQS	EquationSet
var	TPL	TypeList
module	SUBSTITUTIONSET	fmod	
import	SUBSTITUTION-HANDLING
import	META-LEVEL-MNPA
import	TERMSET
import	RENAMING
sorts	SubstitutionSet NeSubstitutionSet
subsorts	Substitution NeSubstitutionSet SubstitutionSet
op	empty		SubstitutionSet			ctor
op	_|_	SubstitutionSet SubstitutionSet	SubstitutionSet			ctor; assoc; comm; id: empty; format (d n d d)
op	_|_	NeSubstitutionSet SubstitutionSet	NeSubstitutionSet			ctor; ditto
op	_<<_	Substitution SubstitutionSet	SubstitutionSet			
op	_..._	SubstitutionSet [SubstitutionSet]	SubstitutionSet			strat (1); gather (e E)
op	_...'_	Substitution SubstitutionSet	SubstitutionSet			
op	_|>_	SubstitutionSet TermList	SubstitutionSet			
op	_|>_	SubstitutionSet Nat	SubstitutionSet			
op	_|>`(_,_`)	SubstitutionSet Nat Nat	SubstitutionSet			
op	_|>`(_,_`)	Substitution Nat Nat	Substitution			
op	filter_by!InVars_	SubstitutionSet TermList	SubstitutionSet			
op	_==* none	SubstitutionSet	Bool			
op	|_|	SubstitutionSet	Nat			
op	removeSame	SubstitutionSet	SubstitutionSet			
var	SS	SubstitutionSet
var	SS'	SubstitutionSet
var	S	Substitution
var	S'	Substitution
var	Subst	Substitution
var	T	Term
var	T'	Term
var	TL	TermList
var	TL'	TermList
var	N	Nat
var	N'	Nat
var	V	Variable
module	UNIFICATIONPAIRSET	fmod	
import	SUBSTITUTIONSET
import	RENAMING
import	UNIFICATIONTRIPLE
sorts	UnificationPairSet
subsorts	UnificationPair UnificationPairSet
op	_.._	UnificationPair UnificationPair	UnificationPair			
op	dom_inVars_	UnificationPair TermList	Bool			
op	empty		UnificationPairSet			ctor
op	_|_	UnificationPairSet UnificationPairSet	UnificationPairSet			ctor; assoc; comm; id: empty; format (d n d d)
op	_..._	UnificationPairSet [UnificationPairSet]	UnificationPairSet			strat (1); gather (e E)
op	_...'_	UnificationPair UnificationPairSet	UnificationPairSet			
op	_|>_	UnificationPairSet TermList	UnificationPairSet			
op	filter_by!InVars_	UnificationPairSet TermList	UnificationPairSet			
op	toUnificationPair[_]`(_`)	Nat SubstitutionSet	UnificationPairSet			
op	toSubstitution	UnificationPairSet	SubstitutionSet			
op	_in_	UnificationPair UnificationPairSet	Bool			
var	V	Variable
var	V'	Variable
var	U	UnificationPair
var	U'	UnificationPair
var	US	UnificationPairSet
var	US'	UnificationPairSet
var	S	Substitution
var	S'	Substitution
var	S1	Substitution
var	S1'	Substitution
var	S2	Substitution
var	S2'	Substitution
var	SS	SubstitutionSet
var	N	Nat
var	N'	Nat
var	N1	Nat
var	N2	Nat
var	T	Term
var	T'	Term
var	TL	TermList
var	M	Module
module	UNIFICATIONTRIPLESET	fmod	
import	SUBSTITUTIONSET
import	RENAMING
import	UNIFICATIONPAIRSET
sorts	UnificationTripleSet
subsorts	UnificationTriple UnificationTripleSet
op	_.._	UnificationTriple UnificationTriple	UnificationTriple			
op	empty		UnificationTripleSet			ctor
op	_|_	UnificationTripleSet UnificationTripleSet	UnificationTripleSet			ctor; assoc; comm; id: empty; format (d n d d)
op	_..._	UnificationTripleSet [UnificationTripleSet]	UnificationTripleSet			strat (1); gather (e E)
op	_...'_	UnificationTriple UnificationTripleSet	UnificationTripleSet			
op	split	UnificationPair Nat	UnificationTriple			
op	split	UnificationPairSet Term Term	UnificationTripleSet			
op	split	UnificationPairSet Term	UnificationTripleSet			
op	toUnificationTriple[_]`(_`)	Nat SubstitutionSet	UnificationTripleSet			
op	toUnificationTriple*[_]`(_,_`)	Nat SubstitutionSet UnificationTripleSet	UnificationTripleSet			
op	toUnificationTriple[_,_]`(_`)	Nat Nat SubstitutionSet	UnificationTripleSet			
op	toUnificationTriple*[_,_]`(_,_`)	Nat Nat SubstitutionSet UnificationTripleSet	UnificationTripleSet			
op	toUnificationTriple[_,_,_]`(_`)	Term Term Nat SubstitutionSet	UnificationTripleSet			
op	toUnificationTriple*[_,_,_]`(_,_`)	Term Term Nat SubstitutionSet UnificationTripleSet	UnificationTripleSet			
op	toSubstitution	UnificationTripleSet	SubstitutionSet			
op	toSubstitution*	UnificationTripleSet SubstitutionSet	SubstitutionSet			
op	_in_	UnificationTriple UnificationTripleSet	Bool			
op	_|>_	UnificationTripleSet TermList	UnificationTripleSet			
op	_*|>_[_]	UnificationTripleSet TermList UnificationTripleSet	UnificationTripleSet			
op	_filterBy_	UnificationTripleSet Nat	UnificationTripleSet			
op	_filterBy*_[_]	UnificationTripleSet Nat UnificationTripleSet	UnificationTripleSet			
var	V	Variable
var	V'	Variable
var	C	Constant
var	F	Qid
var	U	UnificationTriple
var	U'	UnificationTriple
var	US	UnificationTripleSet
var	US'	UnificationTripleSet
var	S	Substitution
var	S'	Substitution
var	S1	Substitution
var	S1'	Substitution
var	S2	Substitution
var	S2'	Substitution
var	SS	SubstitutionSet
var	SSe	NeSubstitutionSet
var	N	Nat
var	N'	Nat
var	N1	Nat
var	N2	Nat
var	NextVar	Nat
var	T	Term
var	T'	Term
var	TL	TermList
var	NeTL	NeTermList
var	M	Module
var	UPS	UnificationPairSet
module	MODULE-HANDLING	fmod	
import	INT
import	META-LEVEL-MNPA
import	EXT-BOOL
import	SUBSTITUTION-HANDLING
import	UNIFICATIONTRIPLESET
sorts	EqSet&RlsSet
op	canonice	Module Term	Term			
op	canonice	Module Substitution	Substitution			
op	canonice	Module UnificationTripleSet	UnificationTripleSet			
op	normalize	Module Term	Term			
op	normalize	Module Substitution	Substitution			
op	normalize	Module SModule	SModule			
op	normalize	Module FModule	FModule			
op	normalize	Module EquationSet	EquationSet			
op	normalizeRls	Module Term	Term			
op	normalizeRls	Module Substitution	Substitution			
op	typeLeq	Module TypeList TypeList	Bool			memo
op	getTypes	Module TermList	TypeList			
op	getFrozen	Module Qid TypeList	NatList			memo
op	getFrozen	OpDeclSet	NatList			
op	_inNatList_	Nat NatList	Bool			
op	_in_	Type TypeList	Bool			
op	isConstructor	Module Term	Bool			
op	isConstructor	Module Qid TypeList	Bool			memo
op	isConstructor	OpDeclSet	Bool			
op	getOpsOfType	Module Type	OpDeclSet			memo
op	getOpsOfType	Module OpDeclSet Type	OpDeclSet			
op	getOpsOfQid	Module Qid	OpDeclSet			memo
op	getOpsOfQid	Module Qid TypeList	OpDeclSet			memo
op	getOpsOfQid	Module OpDeclSet Qid	OpDeclSet			
op	getOpsOfQid	Module OpDeclSet Qid TypeList	OpDeclSet			
op	restrict_To_	TypeList Nat	TypeList			
op	getOpsOfEqs	EquationSet	QidList			memo
op	getEqsOfQid	Module Qid TypeList	EquationSet			memo
op	getEqsOfQid	Module Qid TypeList EquationSet	EquationSet			
op	getTypesOfQid	Module Qid TypeList	TypeSet			memo
op	getTypesOfQid	OpDeclSet	TypeSet			
op	filterConstructorSymbols	OpDeclSet	OpDeclSet			
op	filterDefinedSymbols	OpDeclSet	OpDeclSet			
op	isCommutative	Module Term	Bool			
op	isCommutative	Module Qid TypeList	Bool			memo
op	isCommutative	OpDeclSet	Bool			
op	isAssociative	Module Term	Bool			
op	isAssociative	Module Qid TypeList	Bool			memo
op	isAssociative	OpDeclSet	Bool			
op	getIdSymbol	Module Term	Term			
op	getIdSymbol	Module Qid TypeList	Term			memo
op	getIdSymbol	OpDeclSet	Term			
op	getLeftIdSymbol	Module Term	Term			
op	getLeftIdSymbol	Module Qid TypeList	Term			
op	getLeftIdSymbol	OpDeclSet	Term			
op	getRightIdSymbol	Module Term	Term			
op	getRightIdSymbol	Module Qid TypeList	Term			
op	getRightIdSymbol	OpDeclSet	Term			
op	anyIdSymbol	Module Term	Bool			
op	anyIdSymbol*	Module TermList	Bool			
op	anyIdSymbol	Module Substitution	Bool			
op	eSameKind	Module TypeList TypeList	Bool			memo
op	{_,_}	EquationSet RuleSet	EqSet&RlsSet			
op	getEqs	EqSet&RlsSet	EquationSet			
op	getRls	EqSet&RlsSet	RuleSet			
op	eqs2rls#	EquationSet	EqSet&RlsSet			memo
op	eqs2rls	SModule	SModule			
op	eqs2rls	FModule	FModule			
op	eqsNoBuiltInUnify2rls	SModule	SModule			
op	eqsNoBuiltInUnify2rls	FModule	SModule			
op	eqsNoVariant2rls	SModule	SModule			
op	eqsNoVariant2rls	FModule	SModule			
op	eqsVariant2rls	SModule	SModule			
op	eqsVariant2rls	FModule	SModule			
op	removeVariantLabel	SModule	SModule			
op	removeVariantLabel	FModule	SModule			
op	removeVariantLabel	EquationSet	EquationSet			
op	getEqsNoBuiltInUnify	Module	EquationSet			
op	getEqsNoBuiltInUnify	EquationSet	EquationSet			memo
op	getEqsNoVariant	Module	EquationSet			
op	getEqsNoVariant	EquationSet	EquationSet			memo
op	getEqsVariant	Module	EquationSet			
op	getEqsVariant	EquationSet	EquationSet			memo
op	onlyEqsNoBuiltInUnify	Module	Module			
op	onlyEqsNoVariant	Module	Module			
op	getEqsBuiltInUnify	Module	EquationSet			
op	getEqsBuiltInUnify	EquationSet	EquationSet			memo
op	getEqsVariant	Module	EquationSet			
op	getEqsVariant	EquationSet	EquationSet			memo
op	onlyEqsBuiltInUnify	Module	Module			
op	onlyEqsVariant	Module	Module			
op	rls2eqs#	RuleSet	EquationSet			memo
op	rls2eqs	SModule	SModule			
op	flipRls	RuleSet	RuleSet			memo
op	removeNonExec	AttrSet	AttrSet			
op	flipRls	SModule	SModule			
op	addOps	OpDeclSet SModule	SModule			
op	addOps	OpDeclSet FModule	FModule			
op	override	OpDeclSet OpDeclSet	OpDeclSet			
op	addRules	RuleSet SModule	SModule			memo
op	addEqs	EquationSet SModule	SModule			
op	addEqs	EquationSet FModule	FModule			
op	addSorts	SortSet SModule	SModule			
op	addSorts	SortSet FModule	FModule			
op	putFrozen	NatList Qid TypeList SModule	SModule			memo
op	putStrat	NatList Qid TypeList SModule	SModule			memo
op	putStrat	NatList Qid TypeList FModule	FModule			memo
op	putNarrowing	SModule	SModule			memo
op	putNarrowing	RuleSet	RuleSet			
op	clearFrozen	NatList Qid TypeList SModule	SModule			memo
op	clearEqsFrozen	SModule	SModule			memo
op	clearEqsFrozen*	SModule	SModule			
op	clearAllFrozen	SModule	SModule			memo
op	clearAllFrozen	FModule	FModule			memo
op	clearAllFrozen	OpDeclSet	OpDeclSet			
op	anyNonExec	SModule	Bool			memo
op	anyNonExec	RuleSet	Bool			
op	anyNonExec	EquationSet	Bool			
op	clearNonExecRls&Eqs	SModule	SModule			memo
op	clearNonExecRls	SModule	SModule			memo
op	clearNonExecEqs	SModule	SModule			memo
op	clearNonExecEqs	FModule	FModule			memo
op	clearNonExec	RuleSet	RuleSet			
op	clearNonExec	EquationSet	EquationSet			
op	eraseRls	Module	Module			memo
op	eraseEqs	Module	Module			memo
op	flatten	Module TermList	TermList			
op	aliens	TermList Qid	TermList			
op	unflatten	Module TermList	TermList			
op	unflatten*	Module TermList	TermList			
op	unflatten**	Module Qid TermList	TermList			
op	wrapRules_bySymbol_	SModule Qid	SModule			memo
op	wrapRules_bySymbol_	RuleSet Qid	RuleSet			
op	toSModule	FModule	SModule			
op	newName	Qid SModule	SModule			
op	newName	Qid FModule	FModule			
op	removeBoolEqs	Module	Module			memo
op	removeBoolEqs	EquationSet	EquationSet			
op	changeNonSupportedAttr	Module	Module			memo
op	changeNonSupportedAttr*	OpDeclSet	OpDeclSet			
op	changeNonSupportedAttr*	OpDeclSet EquationSet	EquationSet			
op	_in_	Attr AttrSet	Bool			
var	T	Term
var	T'	Term
var	T''	Term
var	T1	Term
var	T2	Term
var	Lhs	Term
var	Rhs	Term
var	C	Constant
var	C'	Constant
var	QIL	QidList
var	N	Nat
var	N'	Nat
var	NL	NatList
var	NL'	NatList
var	Q	Qid
var	F	Qid
var	F'	Qid
var	AtS	AttrSet
var	AtS'	AttrSet
var	EqS	EquationSet
var	Eq	Equation
var	RlS	RuleSet
var	Rl	Rule
var	Cond	Condition
var	TP	Type
var	TP'	Type
var	TP1	Type
var	TP2	Type
var	TPL	TypeList
var	TPL'	TypeList
var	VDS	OpDeclSet
var	OPDS	OpDeclSet
var	OPD	OpDecl
var	M	Module
var	M'	Module
var	TL	TermList
var	TL'	TermList
var	TL''	TermList
var	B	Bool
var	V	Variable
var	V'	Variable
var	I	Int
var	S	Substitution
var	S'	Substitution
var	US	UnificationTripleSet
module	VARIANT	fmod	
import	SUBSTITUTION-HANDLING
import	MODULE-HANDLING
import	META-LEVEL-MNPA
sorts	VariantTripleSet VariantFour VariantFourSet
subsorts	Variant VariantTripleSet
subsorts	VariantFour VariantFourSet
op	empty		VariantTripleSet			ctor
op	_|_	VariantTripleSet VariantTripleSet	VariantTripleSet			ctor; assoc; comm; id: empty; prec 65; format (d d n d)
op	getTerms	VariantTripleSet	TermSet			
op	getSubstitutions	VariantTripleSet	SubstitutionSet			
op	{_,_,_,_}	Term Substitution Substitution Nat	VariantFour			ctor
op	empty		VariantFourSet			ctor
op	_|_	VariantFourSet VariantFourSet	VariantFourSet			ctor; assoc; comm; id: empty; prec 65; format (d d n d)
var	M	Module
var	T	Term
var	T'	Term
var	TS	Term
var	TS'	Term
var	CtTS	Term
var	CtTS'	Term
var	Lhs	Term
var	Rhs	Term
var	N	Nat
var	N'	Nat
var	NextVar	Nat
var	NextVar'	Nat
var	NextVar''	Nat
var	B	Bound
var	TL	TermList
var	TL'	TermList
var	NeTL	NeTermList
var	EqS	EquationSet
var	AtS	AttrSet
var	Q	Qid
var	S	Substitution
var	S'	Substitution
var	V	Variable
var	TP	Type
var	TP'	Type
var	C	Constant
var	F	Qid
var	F'	Qid
module	META-MINIMIZE-BINDINGS	fmod	
import	SUBSTITUTION-HANDLING
import	MODULE-HANDLING
import	SUBSTITUTIONSET
import	UNIFICATIONTRIPLESET
import	CONVERSION
import	META-LEVEL-MNPA
import	VARIANT
op	moveBindingsInputTerm	TermList UnificationTripleSet	UnificationTripleSet			
op	moveBindingsInputTerm	TermList UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	moveBindingsInputTerm*	TermList UnificationTriple	UnificationTriple			
op	moveBindingsInputTerm	TermList VariantFourSet	VariantFourSet			
op	moveBindingsInputTerm	TermList VariantFourSet VariantFourSet	VariantFourSet			
op	moveBindingsInputTerm*	TermList VariantFour	VariantFour			
op	minimizeBindings	Module TermList UnificationTripleSet	UnificationTripleSet			
op	minimizeBindings	Module TermList Nat UnificationTripleSet	UnificationTripleSet			
op	minimizeBindings*	Module TermList Nat UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	minimizeBindings**	Module TermList Nat UnificationTriple Substitution Substitution	UnificationTriple			
op	minimizeBindings	Module TermList VariantFourSet	VariantFourSet			
op	minimizeBindings	Module TermList Nat VariantFourSet	VariantFourSet			
op	minimizeBindings*	Module TermList Nat VariantFourSet VariantFourSet	VariantFourSet			
op	remDup	Substitution	Substitution			
var	M	Module
var	T	Term
var	T'	Term
var	T1	Term
var	T2	Term
var	T3	Term
var	TL	TermList
var	TL'	TermList
var	TL1	TermList
var	TL2	TermList
var	TL3	TermList
var	F	Qid
var	F'	Qid
var	S	Substitution
var	S'	Substitution
var	S*	Substitution
var	S'*	Substitution
var	V	Variable
var	V'	Variable
var	V1	Variable
var	V2	Variable
var	N	Nat
var	N'	Nat
var	NOld	Nat
var	US?	[UnificationTripleSet]
var	US	UnificationTripleSet
var	US'	UnificationTripleSet
var	VTS	VariantFourSet
var	VTS'	VariantFourSet
module	TYPEOFNARROWING	fmod	
import	QID
import	META-TERM
sorts	TypeOfNarrowingElem TypeOfNarrowing TypeOfRelation
subsorts	TypeOfNarrowingElem TypeOfNarrowing
op	none		TypeOfNarrowing			ctor
op	__	TypeOfNarrowing TypeOfNarrowing	TypeOfNarrowing			ctor; assoc; comm; id: none
op	full		TypeOfNarrowingElem			ctor
op	basic		TypeOfNarrowingElem			ctor
op	variant		TypeOfNarrowingElem			ctor
op	variant	Nat	TypeOfNarrowingElem			ctor
op	E-rewriting		TypeOfNarrowingElem			ctor
op	rigidife	Qid	TypeOfNarrowingElem			ctor
op	irrTerms	TermList	TypeOfNarrowingElem			ctor
op	getIrrTerms	TypeOfNarrowing	TermList			
op	E-ACU-unify		TypeOfNarrowingElem			ctor
op	E-ACU-unify-Irr		TypeOfNarrowingElem			ctor
op	ACU-unify		TypeOfNarrowingElem			ctor
op	BuiltIn-unify		TypeOfNarrowingElem			ctor
op	E-BuiltIn-unify		TypeOfNarrowingElem			ctor
op	E-BuiltIn-unify-Irr		TypeOfNarrowingElem			ctor
op	noStrategy		TypeOfNarrowingElem			ctor
op	topmost		TypeOfNarrowingElem			ctor
op	innermost		TypeOfNarrowingElem			ctor
op	outermost		TypeOfNarrowingElem			ctor
op	E-normalize-terms		TypeOfNarrowingElem			ctor
op	normalize-terms		TypeOfNarrowingElem			ctor
op	computed-normalized-subs		TypeOfNarrowingElem			ctor
op	applied-normalized-subs		TypeOfNarrowingElem			ctor
op	minimal-unifiers		TypeOfNarrowingElem			ctor
op	testUnifier		TypeOfNarrowingElem			ctor
op	alsoAtVarPosition		TypeOfNarrowingElem			ctor
op	_in_	TypeOfNarrowingElem TypeOfNarrowing	Bool			
op	_!in_	TypeOfNarrowingElem TypeOfNarrowing	Bool			
op	'*		TypeOfRelation			
op	'!		TypeOfRelation			
op	'+		TypeOfRelation			
op	[_]	TypeOfRelation	Qid			
op	typeOfRelation	Qid	TypeOfRelation			
module	IRR-FLAGS	fmod	
sorts	IrrFlags
op	__	IrrFlags IrrFlags	IrrFlags			assoc; comm; id: none
op	none		IrrFlags			ctor
op	irreducible		IrrFlags			ctor
op	reducible		IrrFlags			ctor
op	minimal-unifiers		IrrFlags			ctor
module	EFLAGS	fmod	
import	TYPEOFNARROWING
import	IRR-FLAGS
sorts	EFlags
subsorts	IrrFlags EFlags
op	__	EFlags EFlags	EFlags			assoc; comm; id: none
op	none		EFlags			ctor
op	ACUUnify		EFlags			ctor
op	BuiltInUnify		EFlags			ctor
op	testUnifier		EFlags			ctor
op	_in_	EFlags EFlags	Bool			
op	_!in_	EFlags EFlags	Bool			
op	[_]	EFlags	TypeOfNarrowing			
module	RESULT-CONTEXT-SET	fmod	
import	META-TERM
import	META-LEVEL-MNPA
import	TERM-HANDLING
import	SUBSTITUTION-HANDLING
import	RENAMING
import	SUBSTITUTIONSET
import	UNIFICATIONTRIPLESET
import	MODULE-HANDLING
import	META-MINIMIZE-BINDINGS
sorts	ResultTripleSet Flags Flag TraceNarrowStep TraceNarrow TraceNarrowSet ResultContext ResultContextSet ResultContextNeSet SubstitutionCond
subsorts	ResultTriple ResultTripleSet
subsorts	Flag Flags
subsorts	TraceNarrowStep TraceNarrow TraceNarrowSet
subsorts	ResultContext ResultContextNeSet ResultContextSet
subsorts	Substitution SubstitutionCond
op	subTerm_of_	NatList ResultTriple	ResultTriple			
op	replaceSubTerm_of_by_	NatList ResultTriple Term	ResultTriple			
op	empty		ResultTripleSet			ctor
op	_|_	ResultTripleSet ResultTripleSet	ResultTripleSet			ctor; assoc; comm; id: empty; prec 65; format (d d n d)
op	_|>_	ResultTripleSet TermList	ResultTripleSet			
op	getTerms	ResultTripleSet	TermSet			
op	getSubstitutions	ResultTripleSet	SubstitutionSet			
op	empty		Flags			ctor
op	__	Flags Flags	Flags			ctor; assoc; comm; id: empty
op	end	Bool	Flag			ctor; frozen
op	end	Bool Flags	Flags			
op	end	Flags	Bool			
op	{_,_,_,_}	Term Substitution Type Rule	TraceNarrowStep			ctor; format (d d d d d n d n d d)
op	nil		TraceNarrow			ctor
op	__	TraceNarrow TraceNarrow	TraceNarrow			ctor; assoc; id: nil; format (d n d)
op	empty		TraceNarrowSet			ctor
op	_|_	TraceNarrowSet TraceNarrowSet	TraceNarrowSet			ctor; assoc; comm; id: empty; format (d n n d)
op	{_,_,_,_,_,_,_,_,_,_,_}	Term Type Substitution Substitution Context Context Term Term Nat TraceNarrow Flags	ResultContext			ctor
op	empty		ResultContextSet			ctor
op	_|_	ResultContextSet ResultContextSet	ResultContextSet			ctor; assoc; comm; id: empty; prec 65; format (d n d d)
op	_|_	ResultContextNeSet ResultContextSet	ResultContextNeSet			ctor; ditto
op	getCTTerm	ResultContext	Term			
op	getNextVar	ResultContext	Nat			
op	getLSubst	ResultContext	Substitution			
op	getRSubst	ResultContext	Substitution			
op	toResultContextSet	NarrowingApplyResult	ResultContextSet			
op	metaNarrowingApplyCollect	Module Term TermList Qid	ResultContextSet			
op	metaNarrowingApplyCollect#	Module Term TermList Qid Nat	ResultContextSet			
op	minimizeBindingsNR	Module TermList Nat NarrowingApplyResult	NarrowingApplyResult			
op	_<<_	ResultContext UnificationTripleSet	ResultContextSet			
op	_<<__<	TraceNarrow Term Type	TraceNarrow			
op	_<<_	TraceNarrow UnificationTriple	TraceNarrow			
op	canonice	Module TraceNarrow	TraceNarrow			
op	toTriple	Module ResultContextSet	ResultTripleSet			
op	_|>_	ResultContextSet TermList	ResultContextSet			
op	getTerms	ResultContextSet	TermSet			
op	toUnificationTriples	ResultContextSet	UnificationTripleSet			
op	|_|	ResultTripleSet	Nat			
op	|_|	ResultContextSet	Nat			
var	T	Term
var	T'	Term
var	TS	Term
var	CtTS	Term
var	TP	Type
var	S	Substitution
var	S'	Substitution
var	Subst	Substitution
var	Subst'	Substitution
var	NL	NatList
var	M	Module
var	Ct	Context
var	CtS	Context
var	RTS	ResultContextSet
var	RTS'	ResultContextSet
var	NextVar	Nat
var	N	Nat
var	TL	TermList
var	RT	ResultTripleSet
module	META-MATCH	fmod	
import	TERM-HANDLING
import	MODULE-HANDLING
import	SUBSTITUTION-HANDLING
import	META-LEVEL-MNPA
import	RENAMING
import	SUBSTITUTIONSET
op	isNF$	Module Term	Bool			
op	metaCoreMatch	Module Term Term	SubstitutionSet			
op	metaCoreMatch$	Module Term Term	SubstitutionSet			
op	metaCoreMatch?	Module Term Term	Bool			
op	metaCoreMatch?$	Module Term Term	Bool			
op	metaCoreMatchCollect	Module Term Term	SubstitutionSet			
op	metaCoreMatchCollect*	Module Term Term SubstitutionSet Nat	SubstitutionSet			
op	metaBuiltInEqual	Module TermList Term Term	Bool			
var	T	Term
var	T'	Term
var	TL	TermList
var	TL'	TermList
var	M	Module
var	S	Substitution
var	S'	Substitution
var	S?	Substitution?
var	SS	SubstitutionSet
var	SS'	SubstitutionSet
var	V	Variable
var	V'	Variable
var	TPL	TypeList
var	TPL'	TypeList
var	N	Nat
var	N'	Nat
module	VARIANT-HANDLING	fmod	
import	SUBSTITUTION-HANDLING
import	META-MINIMIZE-BINDINGS
import	RESULT-CONTEXT-SET
import	MODULE-HANDLING
import	META-LEVEL-MNPA
import	VARIANT
op	toVariants	Nat ResultContextSet	VariantFourSet			
op	_|>_	VariantFourSet TermList	VariantFourSet			
op	getTerms	VariantFourSet	TermSet			
op	toVariantTripleSet	VariantFourSet	VariantTripleSet			
op	toVariantFourSet	VariantTripleSet	VariantFourSet			
var	M	Module
var	T	Term
var	T'	Term
var	TS	Term
var	TS'	Term
var	CtTS	Term
var	CtTS'	Term
var	Lhs	Term
var	Rhs	Term
var	N	Nat
var	N'	Nat
var	NextVar	Nat
var	NextVar'	Nat
var	NextVar''	Nat
var	B	Bound
var	TL	TermList
var	TL'	TermList
var	NeTL	NeTermList
var	EqS	EquationSet
var	AtS	AttrSet
var	Q	Qid
var	S	Substitution
var	S'	Substitution
var	V	Variable
var	R	ResultContext
var	RT	ResultContext
var	RTS	ResultContextSet
var	RTS'	ResultContextSet
var	TP	Type
var	TP'	Type
var	Ct	Context
var	Ct'	Context
var	CtS	Context
var	CtS'	Context
var	C	Constant
var	F	Qid
var	F'	Qid
var	VTS	VariantFourSet
var	VT3S	VariantTripleSet
module	RIGIDIFE	fmod	
import	UNIFICATIONTRIPLESET
import	MODULE-HANDLING
import	RESULT-CONTEXT-SET
import	VARIANT
sorts	PairRigidife
op	{_,_}	Module TermList	PairRigidife			
op	getM	PairRigidife	Module			
op	getTL	PairRigidife	TermList			
op	rigidifeList	Module Qid TermList TermList	PairRigidife			
op	rigidifeAllVar	Module Qid TermList	PairRigidife			
op	rigidifeNat	Module Qid TermList Nat	PairRigidife			
op	rigidifeRigid	Module Qid TermList	PairRigidife			
op	rigidifeVar***	Module Qid Variable	PairRigidife			
op	unrigidife	Qid TermList	TermList			
op	unrigidife	Qid Substitution	Substitution			
op	unrigidife	Qid SubstitutionSet	SubstitutionSet			
op	unrigidife	Qid UnificationTripleSet	UnificationTripleSet			
op	unrigidife	Qid ResultTripleSet	ResultTripleSet			
op	unrigidife	Qid VariantFourSet	VariantFourSet			
op	rigidLabel	Module TermList TermList	TermList			
op	rigidLabel***	Module Variable	Variable			
op	unrigidLabel	TermList	TermList			
op	unrigidLabel	Substitution	Substitution			
op	unrigidLabel	SubstitutionSet	SubstitutionSet			
op	unrigidLabel	UnificationTripleSet	UnificationTripleSet			
op	unrigidLabel	ResultTripleSet	ResultTripleSet			
op	unrigidLabel	ResultContextSet	ResultContextSet			
op	unrigidLabel	TraceNarrow	TraceNarrow			
op	unrigidLabel	VariantFourSet	VariantFourSet			
op	qid	Nat	Qid			
var	V	Variable
var	V'	Variable
var	C	Constant
var	F	Qid
var	Q	Qid
var	U	UnificationTriple
var	U'	UnificationTriple
var	US	UnificationTripleSet
var	US'	UnificationTripleSet
var	S	Substitution
var	S'	Substitution
var	S1	Substitution
var	S1'	Substitution
var	S2	Substitution
var	S2'	Substitution
var	S*	Substitution
var	Ct	Context
var	CtS	Context
var	Ct'	Context
var	CtS'	Context
var	TS	Term
var	TS'	Term
var	CtTS	Term
var	CtTS'	Term
var	SS	SubstitutionSet
var	SSe	NeSubstitutionSet
var	N	Nat
var	N'	Nat
var	N1	Nat
var	N2	Nat
var	NextVar	Nat
var	T	Term
var	T'	Term
var	TL	TermList
var	TL'	TermList
var	NeTL	NeTermList
var	M	Module
var	RTS	ResultTripleSet
var	TP	Type
module	META-E-UNIFICATION	fmod	
import	TYPEOFNARROWING
import	EFLAGS
import	RESULT-CONTEXT-SET
import	SUBSTITUTION-HANDLING
import	META-MINIMIZE-BINDINGS
import	RESULT-CONTEXT-SET
import	MODULE-HANDLING
import	META-LEVEL-MNPA
import	VARIANT
import	RIGIDIFE
sorts	PairGeneralize
op	normalizedSubstitution?	Module SubstitutionSet	Bool			
op	metaACUUnify	Module Term Term Nat	UnificationTripleSet			
op	metaACUUnify?	Module Term Term Nat	Bool			
op	metaACUUnify*	Module UnificandPair Nat Nat	UnificationTriple?			
op	metaCoreUnify	Module Term Term Nat	UnificationTripleSet			
op	metaCoreUnify?	Module Term Term Nat	Bool			
op	metaBuiltInUnify	Module TermList Term Term Nat	UnificationTripleSet			
op	metaBuiltInUnify?	Module TermList Term Term Nat	Bool			
op	_<=[_]_	SubstitutionSet Module SubstitutionSet	Bool			
op	_<=[_]_	Term Module Term	Bool			
op	metaECoreUnify	Module Term Term TermList	SubstitutionSet			
op	metaECoreUnify?	Module Term Term TermList	Bool			
op	metaVariantUnify	Module Term Term	SubstitutionSet			
op	metaVariantUnify	Module Term Term TermList	SubstitutionSet			
op	metaVariantUnify?	Module Term Term TermList	Bool			
op	metaVariantUnify	Module Term Term Nat IrrFlags	UnificationTripleSet			
op	metaVariantUnify	Module Term Term TermList Nat IrrFlags	UnificationTripleSet			
op	metaVariantUnify?	Module Term Term TermList Nat IrrFlags	Bool			
op	metaEACUUnify	Module Term Term TermList	SubstitutionSet			
op	metaEACUUnify?	Module Term Term TermList	Bool			
op	metaEACUUnifyIrr	Module Term Term TermList	SubstitutionSet			
op	metaEACUUnifyIrr?	Module Term Term TermList	Bool			
op	metaEACUUnify	Module Term Term TermList Nat IrrFlags	UnificationTripleSet			
op	metaEACUUnify?	Module Term Term TermList Nat IrrFlags	Bool			
op	metaEBuiltInUnify	Module Term Term	SubstitutionSet			
op	metaEBuiltInUnify	Module Term Term TermList	SubstitutionSet			
op	metaEBuiltInUnify?	Module Term Term	Bool			
op	metaEBuiltInUnify?	Module Term Term TermList	Bool			
op	metaEBuiltInUnifyIrr	Module Term Term	SubstitutionSet			
op	metaEBuiltInUnifyIrr	Module Term Term TermList	SubstitutionSet			
op	metaEBuiltInUnifyIrr?	Module Term Term	Bool			
op	metaEBuiltInUnifyIrr?	Module Term Term TermList	Bool			
op	metaEBuiltInUnify	Module Term Term TermList Nat IrrFlags	UnificationTripleSet			
op	metaEBuiltInUnify?	Module Term Term TermList Nat IrrFlags	Bool			
op	metaEUnify&	Module Term Term TermList Nat EFlags	UnificationTripleSet			
op	metaEUnify&?	Module Term Term TermList Nat EFlags	Bool			
op	metaEUnify&*	Module Term Term TermList Nat EFlags	UnificationTripleSet			
op	metaEUnify&*?	Module Term Term TermList Nat EFlags	Bool			
op	metaEUnify$	Module Term Term TermList Nat EFlags	UnificationTripleSet			
op	metaEUnify$?	Module Term Term TermList Nat EFlags	Bool			
op	metaEUnifyCollect	Module Term Term TermList Nat Nat UnificationTripleSet	UnificationTripleSet			
op	metaEUnifyCollect?	Module Term Term TermList Nat Nat	Bool			
op	metaEUnify*	Module UnificandPair TermList Nat Nat	UnificationTriple?			
op	metaEUnifyTriple	Module UnificationProblem TermList Nat Nat	UnificationTriple?			
op	getVariants	Module Term	VariantFourSet			
op	getVariants	Module Term Nat	VariantFourSet			
op	getVariants	Module Term Nat TermList	VariantFourSet			
op	getVariants	Module Term Nat EFlags	VariantFourSet			
op	getVariants	Module Term Nat EFlags TermList	VariantFourSet			
op	getVariants*	Module Term Nat EFlags TermList	VariantFourSet			
op	getVariants**	Module Term Nat EFlags TermList	VariantFourSet			
op	getVariants***	Module Term Nat VariantFourSet Nat TermList	VariantFourSet			
op	getVariants***$	Module Term Nat VariantFourSet Nat Variant TermList	VariantFourSet			
op	getVariants***$$	Module Term Nat VariantFourSet Nat Variant UnificationTriple TermList	VariantFourSet			
op	{_,_}	TermList Nat	PairGeneralize			
op	fst	PairGeneralize	TermList			
op	snd	PairGeneralize	Nat			
op	generalize	Module Nat NeTermList	PairGeneralize			
op	generalize*	Module Nat EquationSet TermList	PairGeneralize			
op	generalize**	Module Nat EquationSet Term	PairGeneralize			
op	howMany	Module NeTermList	Nat			
op	howMany*	Module EquationSet TermList	Nat			
op	howMany**	Module EquationSet Term	Nat			
op	howManyAC	Module NeTermList	Nat			
op	howManyAC*	Module EquationSet TermList	Nat			
op	howManyAC**	Module EquationSet Term	Nat			
op	length	TermList	Nat			
op	howManyAC$	Module EquationSet	Nat			memo
op	howManyAC$$	Module EquationSet	Nat			
var	M	Module
var	T	Term
var	T'	Term
var	TS	Term
var	TS'	Term
var	CtTS	Term
var	CtTS'	Term
var	Lhs	Term
var	Rhs	Term
var	N	Nat
var	N'	Nat
var	NextVar	Nat
var	NextVar'	Nat
var	NextVar''	Nat
var	NextVar1	Nat
var	NextVar2	Nat
var	NextVar3	Nat
var	B	Bound
var	TL	TermList
var	TL'	TermList
var	NeTL	NeTermList
var	EqS	EquationSet
var	AtS	AttrSet
var	ON	TypeOfNarrowing
var	Q	Qid
var	US	UnificationTripleSet
var	US'	UnificationTripleSet
var	US$	UnificationTripleSet
var	U	UnificationTriple
var	U'	UnificationTriple
var	S	Substitution
var	S'	Substitution
var	S*	Substitution
var	S'*	Substitution
var	S1	Substitution
var	S1'	Substitution
var	S2	Substitution
var	S2'	Substitution
var	S3	Substitution
var	S3'	Substitution
var	V	Variable
var	R	ResultContext
var	RT	ResultContext
var	RTS	ResultContextSet
var	RTS'	ResultContextSet
var	TP	Type
var	TP'	Type
var	Ct	Context
var	Ct'	Context
var	CtS	Context
var	CtS'	Context
var	C	Constant
var	F	Qid
var	F'	Qid
var	EF	EFlags
var	VT	VariantFour
var	VT'	VariantFour
var	VTS	VariantFourSet
var	VTS'	VariantFourSet
var	VTS$	VariantFourSet
var	IRR	IrrFlags
module	META-ACU-UNIFICATION	fmod	
import	TERM-HANDLING
import	SUBSTITUTION-HANDLING
import	MODULE-HANDLING
import	SUBSTITUTIONSET
import	UNIFICATIONPAIRSET
import	CONVERSION
import	META-LEVEL-MNPA
import	META-MINIMIZE-BINDINGS
import	META-E-UNIFICATION
op	metaACUUnify	Module Term Term	SubstitutionSet			
op	metaACUUnify?	Module Term Term	Bool			
op	metaACUUnify	Module Term Term Nat	UnificationTripleSet			
op	metaACUUnify$	Module Term Term Nat	UnificationTripleSet			
op	metaACUUnify?	Module Term Term Nat	Bool			
op	metaACUUnify?$	Module Term Term Nat	Bool			
op	metaACUUnifyCollect	Module Term Term Nat Nat UnificationTripleSet	UnificationTripleSet			
op	metaACUUnify*	Module UnificandPair Nat Nat	UnificationTriple?			
op	metaUnifyTriple	Module UnificationProblem Nat Nat	UnificationTriple?			
var	M	Module
var	T	Term
var	T'	Term
var	N	Nat
var	N'	Nat
var	US	UnificationTripleSet
module	META-UNIFICATION	fmod	
import	META-ACU-UNIFICATION
op	metaCoreUnify	Module Term Term	SubstitutionSet			
op	metaCoreUnify	Module Term Term Nat	UnificationTripleSet			
op	metaCoreUnify?	Module Term Term Nat	Bool			
var	M	Module
var	T	Term
var	T'	Term
var	N	Nat
module	HEunification	fmod	
import	META-LEVEL-MNPA
import	INT
import	CONVERSION
sorts	ListOfTerms HEEquation ListOfEquations Bit BitSequence BitVector Problem
subsorts	Term ListOfTerms
subsorts	HEEquation ListOfEquations
subsorts	Bit BitSequence
subsorts	BitSequence BitVector
op	IseTerm(_)	Term	Bool			
op	IspTerm(_)	Term	Bool			
op	IsPTerm(_)	Term	Bool			
op	IsETerm(_)	Term	Bool			
op	HaspTerm(_)	ListOfTerms	Bool			
op	HaseTerm(_)	ListOfTerms	Bool			
op	unifiable		HEEquation			
op	fail		HEEquation			
op	nil		Bit			
op	EmptyTerm		Term			
op	zero		Bit			
op	one		Bit			
op	epsilon		Bit			
op	AddZero	BitVector	BitVector			
op	AddOne	BitVector	BitVector			
op	occurs	Variable Term	Bool			
op	occurs	Variable TermList	Bool			
op	occurs	Variable ListOfTerms	Bool			
op	GenNewVar(_,_)	Variable Int	Variable			
op	{_}_	ListOfTerms Assignment	ListOfTerms			prec 4
op	{_}_	TermList Assignment	TermList			prec 4
op	{_}_	Term Assignment	Term			prec 4
op	{_}_	HEEquation Assignment	HEEquation			prec 5
op	{_}_	ListOfEquations Assignment	ListOfEquations			prec 6
op	{_}_	Substitution Assignment	Substitution			prec 11
op	_|_	BitSequence BitSequence	BitSequence			assoc; prec 7
op	_,_	BitVector BitVector	BitVector			assoc
op	_#_	ListOfTerms ListOfTerms	ListOfTerms			assoc; prec 8
op	p(_,_)	Term Term	Term			
op	e(_,_)	Term Term	Term			
op	P(_;_)	BitVector ListOfTerms	Term			
op	P1(_;_)	BitVector ListOfTerms	Term			
op	E(_,_)	Term ListOfTerms	Term			
op	_~_	Term Term	HEEquation			comm; prec 50
op	_,_	ListOfEquations ListOfEquations	ListOfEquations			assoc; comm; prec 51
op	EmptyEquation		HEEquation			
op	_;_;_;_	Module ListOfEquations Substitution Int	Problem			prec 52
op	_;_;_	ListOfEquations Substitution Int	Problem			prec 53
op	Solve(_,_,_)	Module ListOfEquations Int	Problem			
op	SolveEquations(_)	ListOfEquations	ListOfEquations			
op	SetOfAssignments(_)	Substitution	Substitution			
op	GenE(_)	ListOfTerms	ListOfTerms			
op	RemoveTopE(_)	Term	Term			
op	RemoveTopP(_)	Term	Term			
op	ScanBitVector(_)	BitVector	BitVector			
op	ScanTerms(_)	ListOfTerms	ListOfTerms			
op	FirstHalfVector(_)	BitVector	BitVector			
op	SecondHalfVector(_)	BitVector	BitVector			
op	FirstHalfTerms(_)	ListOfTerms	ListOfTerms			
op	SecondHalfTerms(_)	ListOfTerms	ListOfTerms			
op	RemoveZero(_)	BitVector	BitVector			
op	RemoveOne(_)	BitVector	BitVector			
op	Convert(_)	Term	Term			
op	Convert(_)	TermList	TermList			
op	InGoodShape(_,_)	ListOfTerms ListOfTerms	Bool			
op	Shaping(_,_,_)	ListOfTerms Term ListOfTerms	ListOfTerms			
op	Diff(_,_)	ListOfTerms ListOfTerms	ListOfTerms			
op	RemoveLastKey(_)	ListOfTerms	ListOfTerms			
op	LastKey(_)	ListOfTerms	Term			
op	ContainSameVar(_,_)	ListOfTerms ListOfTerms	Bool			
op	length(_)	ListOfTerms	Int			
op	length(_)	TermList	Int			
op	getOperatorE	Module	Qid			
op	getOperatorE	EquationSet	Qid			
op	getOperatorP	Module	Qid			
op	getOperatorP	EquationSet	Qid			
op	getPara	Module Qid	TypeList			
op	getPara	Module Qid OpDeclSet	TypeList			
op	HasHomomorphism	Module	Bool			
op	HasHomomorphism	EquationSet	Bool			
op	getTypeHomomorphism	Module	Type			
op	getTypeHomomorphism	EquationSet	Type			
op	Replace	Term Qid Qid	Term			
op	Replace	TermList Qid Qid	TermList			
op	Replace	HEEquation Qid Qid	HEEquation			
op	Replace	ListOfEquations Qid Qid	ListOfEquations			
op	MapBack	Term Qid Qid	Term			
op	MapBack	TermList Qid Qid	TermList			
op	MapBack	Substitution Qid Qid	Substitution			
op	MapBack	Assignment Qid Qid	Assignment			
op	Decomp(_,_)	TermList TermList	ListOfEquations			
var	Constant_c1	Constant
var	Constant_c2	Constant
var	Variable_X	Variable
var	Variable_Y	Variable
var	Term_X	Term
var	Term_X1	Term
var	Term_Y1	Term
var	Term_X2	Term
var	Term_Y2	Term
var	TermList_X	ListOfTerms
var	TermList_X1	ListOfTerms
var	TermList_X2	ListOfTerms
var	TermList_X3	ListOfTerms
var	TermList_X4	ListOfTerms
var	Equation_X	HEEquation
var	EquationList_X	ListOfEquations
var	Sub	Assignment
var	Sub'	Assignment
var	BitVector_X	BitVector
var	BitVector_X1	BitVector
var	BitVector_X2	BitVector
var	BitSequence_X	BitSequence
var	BitSequence_X1	BitSequence
var	BitSequence_X2	BitSequence
var	N	Int
var	Assignments_X	Substitution
var	Assignments_Y	Substitution
var	F	Qid
var	G	Qid
var	H	Qid
var	T	Term
var	T'	Term
var	T''	Term
var	TL	TermList
var	TL'	TermList
var	M	Module
var	EqS	EquationSet
var	AtS	AttrSet
var	ODS	OpDeclSet
var	Tp	Type
var	TpL	TypeList
var	TpL'	TypeList
var	TpL''	TypeList
var	X	Variable
var	C	Constant
module	XorUnif	fmod	
import	META-LEVEL-MNPA
import	INT
import	CONVERSION
sorts	XORTerm NeXORTerm DisEquation NeListOfDisEquations ListOfDisEquations SubstitutionList NeSubstitutionList Problem NeProblemList ProblemList FinalAss FinalSub FinalList NewVariableStatus
subsorts	Term NeXORTerm XORTerm
subsorts	XORTerm TermList
subsorts	XORTerm NeTermList
subsorts	DisEquation NeListOfDisEquations ListOfDisEquations
subsorts	Substitution SubstitutionList
subsorts	Substitution NeSubstitutionList
subsorts	NeSubstitutionList SubstitutionList
subsorts	Problem ProblemList
subsorts	NeProblemList ProblemList
subsorts	Problem NeProblemList
subsorts	FinalAss FinalSub
op	noTheoryFoundProblem		UnificationProblem			ctor
op	IllegalEquationThere		UnificationProblem			
op	FailEquation		UnificationProblem			
op	XO	XORTerm XORTerm	XORTerm			ctor; assoc; comm; id: NilTerm
op	XO	NeXORTerm XORTerm	NeXORTerm			ctor; ditto
op	XO	XORTerm NeXORTerm	NeXORTerm			ctor; ditto
op	NilTerm		XORTerm			ctor
op	_[_]	Qid XORTerm	Term			ctor
op	_=?_	XORTerm XORTerm	UnificandPair			ctor; prec 71
op	EmptyUnificandPair		UnificandPair			ctor
op	_N=?_	XORTerm XORTerm	DisEquation			ctor
op	EmptyDisEq		ListOfDisEquations			ctor
op	_/\_	ListOfDisEquations ListOfDisEquations	ListOfDisEquations			ctor; assoc; comm; id: EmptyDisEq; format (d n d d)
op	_/\_	NeListOfDisEquations ListOfDisEquations	NeListOfDisEquations			ctor; ditto
op	_/\_	ListOfDisEquations NeListOfDisEquations	NeListOfDisEquations			ctor; ditto
op	_<-_	Variable XORTerm	Assignment			ctor; prec 63; format (nt d d d)
op	fail		Assignment			
op	_###_	SubstitutionList SubstitutionList	SubstitutionList			ctor; assoc; id: EmptySubstitution; gather (e E); format (d y no d)
op	_###_	NeSubstitutionList SubstitutionList	NeSubstitutionList			ctor; ditto
op	_###_	SubstitutionList NeSubstitutionList	NeSubstitutionList			ctor; ditto
op	EmptySubstitution		SubstitutionList			
op	noneNoProblemFound		SubstitutionList			ctor
op	noneNoTheoryFound		SubstitutionList			ctor
op	EmptyEq		UnificationProblem			ctor
op	FailProblem		Problem			
op	_||_||_||_	UnificationProblem ListOfDisEquations UnificationProblem Int	Problem			ctor; format (d n d n d n d n)
op	EmptyProblem		ProblemList			ctor
op	NoProblemFound		ProblemList			ctor
op	noTheoryFoundProblemP		ProblemList			ctor
op	_$$_	ProblemList ProblemList	ProblemList			ctor; assoc; id: EmptyProblem; gather (E e); format (d d n d)
op	_$$_	NeProblemList ProblemList	NeProblemList			ctor; ditto
op	_$$_	ProblemList NeProblemList	NeProblemList			ctor; ditto
op	_<-'_	Universal Universal	FinalAss	1 2		ctor; format (nt d d d)
op	_;_	FinalSub FinalSub	FinalSub			ctor; assoc; comm; id: IDENTITY
op	_###_	FinalSub FinalSub	FinalSub			ctor; assoc; id: IDENTITY; format (d ny on d)
op	NoSolution		FinalSub			ctor
op	IDENTITY		FinalSub			ctor
op	NoProblemFoundInFile		FinalSub			ctor
op	NoTheoryFoundInFile		FinalSub			ctor
op	_[NewVariablesCounter:_]	FinalSub Int	FinalList			ctor; format(d n r d o d)
op	getUnificationProblem	Problem	UnificationProblem			
op	getDisEquations	Problem	ListOfDisEquations			
op	getSubstitutions	Problem	UnificationProblem			
op	getFV	XORTerm UnificationProblem TermList	TermList			
op	getFVL	TermList UnificationProblem TermList	TermList			
op	getFVP	UnificandPair UnificationProblem TermList	TermList			
op	getTopSymbol	Term	Qid			
op	getSameFunctions	XORTerm Qid	TermList			
op	getSameFunctions	TermList Qid	TermList			
op	getSameFunctions	UnificandPair Qid	TermList			
op	getOdd	TermList Int	Int			
op	getOdd	UnificandPair Int	Int			
op	getNumber	TermList	Int			
op	getType	Term	Type			
op	GenNewVar(_,_)	Type Int	Variable			
op	getNewNum	Variable	Int			
op	getNewNum	Problem	Int			
op	getNewNumL	ProblemList	Int			
op	_,_,_	TermList UnificationProblem Int	NewVariableStatus			ctor
op	_,_,_	XORTerm UnificationProblem Int	NewVariableStatus			ctor
op	getNewEqs	NewVariableStatus	UnificationProblem			
op	getNewNum	NewVariableStatus	Int			
op	getNewResult	NewVariableStatus	TermList			
op	combine	NewVariableStatus NewVariableStatus	NewVariableStatus			assoc
op	PureVariable	UnificationProblem	TermList			
op	PureVariableL	TermList	TermList			
op	PureVariable	XORTerm	TermList			
op	Apply(_,_)	XORTerm Substitution	XORTerm			
op	Apply(_,_)	TermList Substitution	TermList			
op	Apply(_,_)	UnificandPair Substitution	UnificandPair			
op	sApply(_,_)	UnificandPair Substitution	UnificandPair			
op	Apply(_,_)	DisEquation Substitution	DisEquation			
op	Apply(_,_)	UnificationProblem Substitution	UnificationProblem			
op	sApply(_,_)	UnificationProblem Substitution	UnificationProblem			
op	Apply(_,_)	ListOfDisEquations Substitution	ListOfDisEquations			
op	Apply(_,_)	Substitution Substitution	Substitution			
op	CheckVinSub	Variable Substitution	Bool			
op	ApplyV(_ , _)	Substitution Substitution	Substitution			
op	RemoveID	Substitution	Substitution			
op	Apply(_,_)	Problem Substitution	Problem			
op	getXor	EquationSet	Qid			
op	getNil	EquationSet	Qid			
op	getNilType	EquationSet	Qid			
op	getNilType	EquationSet	Qid			
op	getXorType	EquationSet	Qid			
op	ConvertXORtoTL	XORTerm TermList	TermList			
op	ConvertXorNil	Qid Qid Qid Term	XORTerm			
op	ConvertXorNilL	Qid Qid Qid TermList	TermList			
op	ConvertProblem	Qid Qid Qid UnificationProblem	UnificationProblem			
op	UnifToEq	Substitution	UnificationProblem			
op	comProblem	Problem Problem	Problem			assoc; comm
op	issingle	Term	Bool			
op	occurs	Variable XORTerm Int	Bool			
op	occurs	Variable TermList Int	Bool			
op	AndOccurs	Variable TermList Int	Bool			
op	occurs	Variable UnificandPair Int	Bool			
op	occurs	Variable UnificationProblem Int	Bool			
op	noFreeVariable	XORTerm	Bool			
op	noFreeVariable	TermList	Bool			
op	noFreeVariable	UnificandPair	Bool			
op	noFreeVariable	UnificationProblem	Bool			
op	PVOccurs	TermList UnificationProblem	Bool			
op	PVOccurs	TermList UnificandPair	Bool			
op	PVOccurs	TermList TermList	Bool			
op	PVOccursT	TermList XORTerm	Bool			
op	XOoccurs	XORTerm Int	Bool			
op	XOoccurs	TermList Int	Bool			
op	XOoccurs	UnificandPair Int	Bool			
op	XOoccurs	UnificationProblem Int	Bool			
op	IsInVL	Variable TermList	Bool			
op	LessTypeL	Module Variable TermList	Bool			
op	LessType	Module Variable XORTerm	Bool			
op	isSame	XORTerm XORTerm	Bool			
op	isSameL	TermList TermList	Bool			
op	POccurs	ListOfDisEquations DisEquation	Bool			
op	POccurs	DisEquation DisEquation	Bool			
op	Initial_	UnificationProblem	UnificationProblem			
op	purify	Type Problem	Problem			
op	pure	Type TermList UnificationProblem Int	NewVariableStatus			
op	syUnify	Module UnificandPair Substitution	Substitution			
op	Decomp	Module TermList TermList Substitution	Substitution			
op	Detect	Module Problem	Problem			
op	IllegalEquationFound		Problem			
op	DeInfer	Module Problem	ProblemList			
op	NDeInfer	Module Problem	ProblemList			
op	Process	Problem	Problem			
op	GetSub(_)	Problem	Substitution			
op	NoSubforIllegalEquation		Substitution			
op	GetFinal(_)	ProblemList	SubstitutionList			
op	ConvertBack	Qid Qid Qid XORTerm	Term			
op	ConvertBackL	Qid Qid Qid TermList	TermList			
op	BConvertList	Qid Qid Qid SubstitutionList	FinalSub			
op	noSubforIllegalEquations		FinalSub			
op	BConvertS	Qid Qid Qid Substitution	FinalSub			
op	BConvert	Qid Qid Qid Assignment	FinalAss			
op	solveEqS	UnificationProblem Module Int	FinalSub			
op	unf	UnificationProblem Module Int	FinalList			
op	un	UnificationProblem Int	FinalList			
op	unS	UnificationProblem Int	FinalList			
op	solveEqs2	UnificationProblem Int	SubstitutionList			
op	testInitial	UnificationProblem	UnificationProblem			
op	testPurify	UnificationProblem	Problem			
op	testDetect	UnificationProblem	Problem			
op	testConvert	UnificationProblem	UnificationProblem			
op	p0		UnificationProblem			
op	p1		UnificationProblem			
op	p2		UnificationProblem			
op	p3		UnificationProblem			
op	p4		UnificationProblem			
op	p5		UnificationProblem			
op	p6		UnificationProblem			
op	p7		UnificationProblem			
op	p8		UnificationProblem			
op	p9		UnificationProblem			
op	p10		UnificationProblem			
op	p11		UnificationProblem			
op	p12		UnificationProblem			
op	p13		UnificationProblem			
op	p14		UnificationProblem			
op	p15		UnificationProblem			
op	p16		UnificationProblem			
op	p17		UnificationProblem			
op	p18		UnificationProblem			
op	p19		UnificationProblem			
op	p20		UnificationProblem			
op	p21		UnificationProblem			
op	p22		UnificationProblem			
op	p23		UnificationProblem			
op	p24		UnificationProblem			
op	p25		UnificationProblem			
op	p26		UnificationProblem			
op	p27		UnificationProblem			
op	p28		UnificationProblem			
op	p29		UnificationProblem			
op	p30		UnificationProblem			
op	p31		UnificationProblem			
op	p32		UnificationProblem			
op	p33		UnificationProblem			
op	p34		UnificationProblem			
op	p35		UnificationProblem			
op	p36		UnificationProblem			
op	p37		UnificationProblem			
op	p38		UnificationProblem			
op	p39		UnificationProblem			
op	p40		UnificationProblem			
op	p41		UnificationProblem			
op	p42		UnificationProblem			
op	p43		UnificationProblem			
op	p44		UnificationProblem			
op	p45		UnificationProblem			
op	p46		UnificationProblem			
op	p47		UnificationProblem			
op	p48		UnificationProblem			
op	p49		UnificationProblem			
op	p50		UnificationProblem			
op	p51		UnificationProblem			
op	n1		ListOfDisEquations			
op	n2		ListOfDisEquations			
op	n3		ListOfDisEquations			
op	n4		ListOfDisEquations			
op	n5		ListOfDisEquations			
op	n6		ListOfDisEquations			
op	n7		ListOfDisEquations			
op	n8		ListOfDisEquations			
op	n9		ListOfDisEquations			
op	n10		ListOfDisEquations			
op	ne		DisEquation			
var	str	String
var	M	Module
var	V	Variable
var	V1	Variable
var	C	Constant
var	C1	Constant
var	T	Term
var	T1	Term
var	T2	Term
var	T3	Term
var	TL	TermList
var	TL1	TermList
var	TL2	TermList
var	TL3	TermList
var	TL4	TermList
var	TL5	TermList
var	NTL	NeTermList
var	NeTL	NeTermList
var	NeTL1	NeTermList
var	UfPr	UnificationProblem
var	UfPr1	UnificationProblem
var	UfPr2	UnificationProblem
var	UfPr3	UnificationProblem
var	UP	UnificandPair
var	UP1	UnificandPair
var	EQ	Equation
var	EQ1	Equation
var	EQS	EquationSet
var	EQS1	EquationSet
var	ATTS	AttrSet
var	ATTS1	AttrSet
var	QI1	Qid
var	QI2	Qid
var	QI3	Qid
var	QI4	Qid
var	QI5	Qid
var	N	Int
var	N1	Int
var	SUB	Substitution
var	SUB1	Substitution
var	AS	Assignment
var	AS1	Assignment
var	TY	Type
var	XT	XORTerm
var	XT1	XORTerm
var	XT2	XORTerm
var	XT3	XORTerm
var	NXT	NeXORTerm
var	NXT1	NeXORTerm
var	NXT2	NeXORTerm
var	NXT3	NeXORTerm
var	NXOE	DisEquation
var	NXOE1	DisEquation
var	NLE	ListOfDisEquations
var	NLE1	ListOfDisEquations
var	NNLE	NeListOfDisEquations
var	NNLE1	NeListOfDisEquations
var	SL	SubstitutionList
var	SL1	SubstitutionList
var	SL2	SubstitutionList
var	NSL	NeSubstitutionList
var	NSL1	NeSubstitutionList
var	NSL2	NeSubstitutionList
var	P	Problem
var	P1	Problem
var	PL	ProblemList
var	PL1	ProblemList
var	PL2	ProblemList
var	NPL	NeProblemList
var	NPL1	NeProblemList
var	NPL2	NeProblemList
var	FASS	FinalAss
var	FS1	FinalSub
var	FS2	FinalSub
var	Eqs	EquationSet
var	Eqs1	EquationSet
var	AtS1	AttrSet
var	AtS2	AttrSet
var	AtS3	AttrSet
var	AtS4	AttrSet
var	opp	EquationSet
var	modname	Qid
module	AsyXorUnif	fmod	
import	META-LEVEL-MNPA
import	INT
import	CONVERSION
import	XorUnif
sorts	ResPair NeResPairList ResPairList ConPair ConPairList NeConPairList ConPairRe ConPairReList NeConPairReList AsyProblem AsyProblemList NeAsyProblemList AsySub NeAsySubList AsySubList FinalAsySub NeFinalAsySubList FinalAsySubList NeVariableList VariableList TermPair NeTermPairList TermPairList PairofTermList EqPair EqPairList NeEqPairList
subsorts	ResPair NeResPairList ResPairList
subsorts	ConPair NeConPairList ConPairList
subsorts	ConPairRe NeConPairReList ConPairReList
subsorts	AsyProblem NeAsyProblemList AsyProblemList
subsorts	AsySub NeAsySubList AsySubList
subsorts	FinalAsySub NeFinalAsySubList FinalAsySubList
subsorts	Variable NeVariableList VariableList
subsorts	TermPair NeTermPairList TermPairList
subsorts	EqPair NeEqPairList EqPairList
op	_!_	Variable XORTerm	ResPair			
op	_!L!_	Variable TermList	ResPairList			
op	NilResPair		ResPairList			ctor
op	FailResPair		ResPairList			ctor
op	_ , _	ResPairList ResPairList	ResPairList			comm; assoc; ctor; id: NilResPair
op	_ , _	NeResPairList ResPairList	NeResPairList			ctor; ditto
op	_ , _	ResPairList NeResPairList	NeResPairList			ctor; ditto
op	_<<<_	Variable XORTerm	ConPair			
op	_<<L<_	Variable TermList	ConPair			
op	NilConPair		ConPairList			ctor
op	_ , _	ConPairList ConPairList	ConPairList			comm; assoc; ctor; id: NilConPair
op	_ , _	NeConPairList ConPairList	NeConPairList			ctor; ditto
op	_ , _	ConPairList NeConPairList	NeConPairList			ctor; ditto
op	_<R<_	XORTerm XORTerm	ConPairRe			
op	_<RL<_	XORTerm TermList	ConPairRe			
op	NilConPairRe		ConPairReList			ctor
op	_ ; _	ConPairReList ConPairReList	ConPairReList			comm; assoc; ctor; id: NilConPairRe
op	_ ; _	NeConPairReList ConPairReList	NeConPairReList			ctor; ditto
op	_ ; _	ConPairReList NeConPairReList	NeConPairReList			ctor; ditto
op	_//_//_//_//_//_//_//_//_	Substitution ConPairList ResPairList ListOfDisEquations UnificationProblem Int Int Int Bool	AsyProblem			ctor
op	EmptyAsyProblem		AsyProblemList			ctor
op	FailAsyProblem		AsyProblem			ctor
op	NoXORSolution		AsyProblemList			ctor
op	NoAsyProblem		AsyProblemList			ctor
op	NoAsyTheory		AsyProblemList			ctor
op	IllegalAsyEquation		AsyProblemList			ctor
op	IllegalAsyEquationThere		AsyProblemList			ctor
op	_$$_	AsyProblemList AsyProblemList	AsyProblemList			assoc; ctor; id: EmptyAsyProblem
op	_$$_	NeAsyProblemList AsyProblemList	NeAsyProblemList			ctor; ditto
op	_$$_	AsyProblemList NeAsyProblemList	NeAsyProblemList			ctor; ditto
op	TIDAsySub		AsySubList			
op	TNoXORUnifier		AsySubList			
op	TNoAsyUnifier		AsySub			
op	TNoAsyTheoryFoundInFile		AsySubList			
op	TNoAsyProblemFound		AsySubList			
op	TIllegalEquationDetected		AsySubList			
op	_[NewVariablesNo:_]	Substitution Int	AsySub			ctor
op	_#!#_	AsySubList AsySubList	AsySubList			ctor; assoc; id: TIDAsySub; gather (e E); format (d y no d)
op	_#!#_	NeAsySubList AsySubList	NeAsySubList			ctor; ditto
op	_#!#_	AsySubList NeAsySubList	NeAsySubList			ctor; ditto
op	TFailAsySub		AsySub			
op	IDAsySub		FinalAsySubList			
op	NoXORUnifier		FinalAsySubList			
op	NoAsyUnifier		FinalAsySub			
op	NoAsyTheoryFoundInFile		FinalAsySubList			
op	NoAsyProblemFound		FinalAsySubList			
op	IllegalEquationDetected		FinalAsySubList			
op	_[NumberOfNewVariables:_]	FinalSub Int	FinalAsySub			ctor; format(d n r d o d)
op	_#$#_	FinalAsySubList FinalAsySubList	FinalAsySubList			ctor; assoc; id: IDAsySub; gather (e E); format (d y no d)
op	_#$#_	NeFinalAsySubList FinalAsySubList	NeFinalAsySubList			ctor; ditto
op	_#$#_	FinalAsySubList NeFinalAsySubList	NeFinalAsySubList			ctor; ditto
op	FailAsySub		FinalAsySubList			
op	GetAsySubstitution	AsyProblem	Substitution			
op	GetAsySubstitutionL	AsyProblemList	SubstitutionList			
op	GetConPairList	AsyProblem	ConPairList			
op	GetConPairListL	AsyProblemList	ConPairList			
op	GetResPairList	AsyProblem	ResPairList			
op	GetDisEquations	AsyProblem	ListOfDisEquations			
op	GetTestResult	AsyProblem	Int			
op	GetTestResultL	AsyProblemList	Int			
op	GetFinishSearching	AsyProblem	Int			
op	GetFinalAsySubList	AsyProblemList	AsySubList			
op	GetFinalAsySub	AsyProblem	AsySub			
op	_!!_	VariableList VariableList	VariableList			ctor; comm; assoc; id: EmptyVariableList
op	_!!_	NeVariableList VariableList	NeVariableList			ctor; ditto
op	_!!_	VariableList NeVariableList	NeVariableList			ctor; ditto
op	EmptyVariableList		VariableList			ctor
op	(_~_)	Term Term	TermPair			ctor; comm
op	EmptyTermPair		TermPairList			ctor
op	_-_	TermPairList TermPairList	TermPairList			ctor; assoc; id: EmptyTermPair
op	_-_	TermPairList NeTermPairList	TermPairList			ctor; ditto
op	_-_	NeTermPairList TermPairList	TermPairList			ctor; ditto
op	MonicVar	XORTerm	Bool			
op	PairOccursL	ResPair ResPairList	Bool			
op	PairOccurs	ResPair ResPair	Bool			
op	ConPairOccursL	ConPair ConPairList	Bool			
op	ConPairOccurs	ConPair ConPair	Bool			
op	VariableOccurs	Variable VariableList	Bool			
op	IsPart	Term XORTerm	Bool			
op	IsCommon	XORTerm XORTerm	Bool			
op	TermOccursL	Term TermList	Bool			
op	TermOccurs	Term XORTerm	Bool			
op	VarOccurs	Variable UnificationProblem	Bool			
op	VarOccurs	Variable UnificandPair	Bool			
op	VarOccurs	Variable XORTerm	Bool			
op	VarOccursL	Variable TermList	Bool			
op	VarOccursRight	Variable UnificationProblem	Bool			
op	VarOccursRight	Variable UnificationPair	Bool			
op	VarOccursRight	Variable XORTerm	Bool			
op	VarOccursRightList	Variable TermList	Bool			
op	IsPairIn	TermPair TermPairList	Bool			
op	TestCanPairList	TermPairList	Bool			
op	TestCanPair	TermPair	Bool			
op	CheckDecom	Term TermList ListOfDisEquations	Bool			
op	CheckAsy	ConPairReList	Bool			
op	GetVariableList	UnificationProblem VariableList	VariableList			
op	GetVariableList	Term VariableList	VariableList			
op	GetVariableListL	TermList VariableList	VariableList			
op	GetOrConstraintVL	UnificationProblem VariableList ConPairList	ConPairList			
op	GetOrConstraint	UnificationProblem Variable ConPairList	ConPairList			
op	GetOrConstraint	XORTerm Variable ConPairList	ConPairList			
op	GetOrConstraintL	TermList Variable ConPairList	ConPairList			
op	GetOrConForVar	Variable ConPairList	TermList			
op	(_SPLITTING_)	TermList TermList	PairofTermList			ctor
op	Splitting	Variable Variable XORTerm PairofTermList ConPairList	PairofTermList			
op	GetFirstSP	PairofTermList	TermList			
op	GetSecondSP	PairofTermList	TermList			
op	ConvertTLtoTerm	TermList	XORTerm			
op	GetCanPairs	XORTerm TermPairList	TermPairList			
op	GetCanPairsList	TermList TermPairList	TermPairList			
op	ApplyResL	ResPairList Substitution	ResPairList			
op	ApplyRes	ResPair Substitution	ResPair			
op	ApplyConL	ConPairList Substitution	ConPairList			
op	ApplyCon	ConPair Substitution	ConPair			
op	ApplyConBothL	ConPairList Substitution	ConPairReList			
op	ApplyConBoth	ConPair Substitution	ConPairReList			
op	ApplyCanPairsList	TermPairList Substitution	TermPairList			
op	ApplyCanPairs	TermPairList Substitution	TermPair			
op	ReplaceVar	Variable Variable ResPairList	ResPairList			
op	ReplaceVar	Variable Variable ResPair	ResPair			
op	CountMonicTerms	XORTerm	Int			
op	ConvertTLtoUP	TermList TermList	UnificationProblem			
op	CombineSubs	AsyProblem Substitution	AsyProblemList			
op	CombineSubsL	AsyProblem SubstitutionList	AsyProblemList			
op	(_ , _)	Substitution Substitution	EqPair			
op	NilEqPair		EqPairList			ctor
op	FailEqPair		EqPairList			ctor
op	_ ; _	EqPairList EqPairList	EqPairList			comm; assoc; ctor; id: NilEqPair
op	_ ; _	NeEqPairList EqPairList	NeEqPairList			ctor; ditto
op	_ ; _	EqPairList NeEqPairList	NeEqPairList			ctor; ditto
op	BackVariables	AsySubList ConPairList EqPairList	AsySubList			
op	RemoveRS	AsySubList EqPairList	AsySubList			
op	CheckRenaming	Substitution Substitution	Bool			
op	sub1		Substitution			
op	sub2		Substitution			
op	sub3		Substitution			
op	sub4		Substitution			
op	sub5		Substitution			
op	RemoveRS2	AsySubList EqPairList	AsySubList			
op	CheckBack	AsySubList EqPairList	AsySubList			
op	StartOver	Module Type AsyProblemList AsyProblemList Int	AsyProblemList			
op	WaitingForSecondPart	Module Type AsyProblemList Int	AsyProblemList			
op	FailureDetect	Module Type AsyProblem	AsyProblem			
op	FailureDetect	Module Type AsyProblemList	AsyProblemList			
op	SearchingEQVE	Module Type AsyProblem	AsyProblemList			
op	SearchingEQVE	Module Type AsyProblemList	AsyProblemList			
op	SearchingEQSp	Module Type AsyProblem	AsyProblemList			
op	SearchingEQSp	Module Type AsyProblemList	AsyProblemList			
op	SearchingEQSp2	Module Type AsyProblem	AsyProblemList			
op	SearchingEQSp2	Module Type AsyProblemList	AsyProblemList			
op	SearchingEQOC	Module Type AsyProblem	AsyProblemList			
op	SearchingEQOC	Module Type AsyProblemList	AsyProblemList			
op	SearchingEQNVB	Module Type AsyProblem	AsyProblemList			
op	SearchingEQNVB	Module Type AsyProblemList	AsyProblemList			
op	SearchingEQVB	Module Type AsyProblem	AsyProblemList			
op	SearchingEQVB	Module Type AsyProblemList	AsyProblemList			
op	TestEU	Module Type AsyProblem	AsyProblem			
op	FailureDetectII	Module Type AsyProblemList	AsyProblemList			
op	FailureDetectII	Module Type AsyProblem	AsyProblem			
op	StartSecondPart	Module Type AsyProblemList Int	AsyProblemList			
op	SearchingEQUB	Module Type AsyProblem	AsyProblem			
op	SearchingEQUB	Module Type AsyProblemList	AsyProblemList			
op	NDecomIns	Module Type AsyProblem	AsyProblemList			
op	NDecomIns	Module Type AsyProblemList	AsyProblemList			
op	NAnnulIns	Module Type AsyProblem	AsyProblemList			
op	NAnnulIns	Module Type AsyProblemList	AsyProblemList			
op	TestInstance	Module Type AsyProblem	AsyProblem			
op	TestNilTerm	Module Type AsyProblem	AsyProblem			
op	ConvertAsyBackList	Qid Qid Qid AsySubList	FinalAsySubList			
op	ConvertAsyBack	Qid Qid Qid AsySub	FinalAsySub			
op	GetGeneralXORUnifier	Module UnificationProblem Int	SubstitutionList			
op	ConvertToAsyProblemL	SubstitutionList UnificationProblem Int	AsyProblemList			
op	ConvertToAsyProblem	Substitution UnificationProblem Int	AsyProblem			
op	GetAsyProblemList	Module UnificationProblem Int	AsyProblemList			
op	GetAsyProblemList2	Module Substitution UnificationProblem Int	AsyProblemList			
op	SplitUn	Module Type AsyProblemList	AsyProblemList			
op	AsyUn	Module UnificationProblem Int	SubstitutionList			
op	AsyUni	Module UnificationProblem Int	AsySubList			
op	AsyUnification	Module UnificationProblem Int	FinalAsySubList			
op	AsyUnification2	Module Substitution UnificationProblem Int	FinalAsySubList			
op	Asy	Module UnificationProblem Int	FinalAsySubList			
op	Asy2	Substitution UnificationProblem Int	FinalAsySubList			
op	RAsyUnification	Module UnificationProblem Int	FinalAsySubList			
op	RAsyUnification2	Module Substitution UnificationProblem Int	FinalAsySubList			
op	RAsy	Module UnificationProblem Int	FinalAsySubList			
op	RAsy2	Substitution UnificationProblem Int	FinalAsySubList			
op	testConvertAsy	UnificationProblem	UnificationProblem			
op	TestGetVariableList	UnificationProblem	VariableList			
op	TestGetOrConstraintVL	UnificationProblem	ConPairList			
op	CountNumber	FinalAsySubList	Int			
op	SimpleSearchingEQ	Module Substitution UnificationProblem	SubstitutionList			
op	TestFailureDetect	UnificationProblem	FinalAsySubList			
op	q0		UnificationProblem			
op	q1		UnificationProblem			
op	q2		UnificationProblem			
op	q3		UnificationProblem			
op	q4		UnificationProblem			
op	q5		UnificationProblem			
op	q6		UnificationProblem			
op	q7		UnificationProblem			
op	q8		UnificationProblem			
op	q9		UnificationProblem			
op	q10		UnificationProblem			
op	q11		UnificationProblem			
op	q12		UnificationProblem			
op	q13		UnificationProblem			
op	q14		UnificationProblem			
op	q15		UnificationProblem			
op	q16		UnificationProblem			
op	q17		UnificationProblem			
op	q18		UnificationProblem			
op	q19		UnificationProblem			
op	q20		UnificationProblem			
op	q21		UnificationProblem			
op	q22		UnificationProblem			
op	q23		UnificationProblem			
op	q24		UnificationProblem			
op	q25		UnificationProblem			
op	q26		UnificationProblem			
op	q27		UnificationProblem			
op	q28		UnificationProblem			
op	q29		UnificationProblem			
op	q30		UnificationProblem			
op	q31		UnificationProblem			
op	q32		UnificationProblem			
op	q33		UnificationProblem			
op	q34		UnificationProblem			
op	q35		UnificationProblem			
op	q36		UnificationProblem			
op	q37		UnificationProblem			
op	q38		UnificationProblem			
op	q39		UnificationProblem			
op	q40		UnificationProblem			
op	q41		UnificationProblem			
op	q42		UnificationProblem			
op	q43		UnificationProblem			
op	q44		UnificationProblem			
op	q45		UnificationProblem			
op	q46		UnificationProblem			
op	q47		UnificationProblem			
op	q48		UnificationProblem			
op	q49		UnificationProblem			
op	q50		UnificationProblem			
op	c0		UnificationProblem			
op	c1		UnificationProblem			
op	c2		UnificationProblem			
op	c3		UnificationProblem			
op	c4		UnificationProblem			
op	c5		UnificationProblem			
op	c6		UnificationProblem			
op	c7		UnificationProblem			
op	c8		UnificationProblem			
op	c9		UnificationProblem			
op	c10		UnificationProblem			
op	c11		UnificationProblem			
op	c12		UnificationProblem			
op	c13		UnificationProblem			
op	c14		UnificationProblem			
op	c15		UnificationProblem			
op	c16		UnificationProblem			
op	c17		UnificationProblem			
op	c18		UnificationProblem			
op	c19		UnificationProblem			
op	c20		UnificationProblem			
op	c21		UnificationProblem			
op	c22		UnificationProblem			
op	c23		UnificationProblem			
op	c24		UnificationProblem			
op	c25		UnificationProblem			
op	c26		UnificationProblem			
op	c27		UnificationProblem			
op	c28		UnificationProblem			
op	c29		UnificationProblem			
op	c30		UnificationProblem			
op	c31		UnificationProblem			
op	c32		UnificationProblem			
op	c33		UnificationProblem			
op	c34		UnificationProblem			
op	c35		UnificationProblem			
op	c36		UnificationProblem			
op	c37		UnificationProblem			
op	c38		UnificationProblem			
op	c39		UnificationProblem			
op	c40		UnificationProblem			
op	c41		UnificationProblem			
op	c42		UnificationProblem			
op	c43		UnificationProblem			
op	c44		UnificationProblem			
op	c45		UnificationProblem			
op	c46		UnificationProblem			
op	c47		UnificationProblem			
op	c48		UnificationProblem			
op	c49		UnificationProblem			
op	c50		UnificationProblem			
op	c51		UnificationProblem			
op	c52		UnificationProblem			
op	c53		UnificationProblem			
op	c53		UnificationProblem			
op	c54		UnificationProblem			
op	c55		UnificationProblem			
op	c56		UnificationProblem			
op	c57		UnificationProblem			
op	c58		UnificationProblem			
op	c59		UnificationProblem			
op	c60		UnificationProblem			
op	c61		UnificationProblem			
op	c62		UnificationProblem			
op	c63		UnificationProblem			
op	c64		UnificationProblem			
op	c65		UnificationProblem			
op	s0		Substitution			
op	s1		Substitution			
op	s2		Substitution			
op	s3		Substitution			
op	s4		Substitution			
op	s5		Substitution			
op	s6		Substitution			
op	s7		Substitution			
op	s8		Substitution			
op	s9		Substitution			
op	s10		Substitution			
op	s11		Substitution			
op	s12		Substitution			
op	s13		Substitution			
op	s14		Substitution			
op	s15		Substitution			
op	s16		Substitution			
op	s17		Substitution			
op	s18		Substitution			
op	s19		Substitution			
op	s20		Substitution			
op	s21		Substitution			
op	s22		Substitution			
op	s23		Substitution			
op	s24		Substitution			
op	s25		Substitution			
op	s26		Substitution			
op	s27		Substitution			
op	s28		Substitution			
op	s29		Substitution			
op	s30		Substitution			
op	s31		Substitution			
op	s32		Substitution			
op	s33		Substitution			
op	s34		Substitution			
op	s35		Substitution			
op	s36		Substitution			
op	s37		Substitution			
op	s38		Substitution			
op	s39		Substitution			
op	s40		Substitution			
op	s41		Substitution			
op	s42		Substitution			
op	s43		Substitution			
op	s44		Substitution			
op	s45		Substitution			
op	s46		Substitution			
op	s47		Substitution			
op	tl1		TermList			
op	tl2		TermList			
op	tl3		TermList			
op	tl4		TermList			
op	tl5		TermList			
op	tl6		TermList			
op	cpl1		ConPairList			
op	cpl2		ConPairList			
op	cpl3		ConPairList			
op	cpl4		ConPairList			
op	cpl5		ConPairList			
op	xor1		XORTerm			
op	xor2		XORTerm			
op	xor3		XORTerm			
op	xor4		XORTerm			
op	xor5		XORTerm			
op	xor6		XORTerm			
var	str	String
var	M	Module
var	V	Variable
var	V1	Variable
var	V2	Variable
var	V3	Variable
var	V4	Variable
var	C	Constant
var	C1	Constant
var	T	Term
var	T1	Term
var	T2	Term
var	T3	Term
var	TL	TermList
var	TL1	TermList
var	TL2	TermList
var	TL3	TermList
var	TL4	TermList
var	TL5	TermList
var	NTL	NeTermList
var	NTL1	NeTermList
var	NTL2	NeTermList
var	UfPr	UnificationProblem
var	UfPr1	UnificationProblem
var	UfPr2	UnificationProblem
var	UfPr3	UnificationProblem
var	UP	UnificandPair
var	UP1	UnificandPair
var	QI1	Qid
var	QI2	Qid
var	QI3	Qid
var	QI4	Qid
var	QI5	Qid
var	N	Int
var	N1	Int
var	N2	Int
var	N3	Int
var	TF	Bool
var	TF1	Bool
var	TF2	Bool
var	TF3	Bool
var	RAS	Bool
var	SUB	Substitution
var	SUB1	Substitution
var	AS	Assignment
var	AS1	Assignment
var	TY	Type
var	modname	Qid
var	NXOE	DisEquation
var	NXOE1	DisEquation
var	NLE	ListOfDisEquations
var	NLE1	ListOfDisEquations
var	SL	SubstitutionList
var	SL1	SubstitutionList
var	NSL	NeSubstitutionList
var	NSL1	NeSubstitutionList
var	NSL2	NeSubstitutionList
var	FS1	FinalSub
var	FS2	FinalSub
var	XT	XORTerm
var	XT1	XORTerm
var	XT2	XORTerm
var	XT3	XORTerm
var	NXT	NeXORTerm
var	NXT1	NeXORTerm
var	NXT2	NeXORTerm
var	NXT3	NeXORTerm
var	RP	ResPair
var	RP1	ResPair
var	RP2	ResPair
var	RP3	ResPair
var	RPL	ResPairList
var	RPL1	ResPairList
var	RPL2	ResPairList
var	RPL3	ResPairList
var	NRPL	NeResPairList
var	NRPL1	NeResPairList
var	NRPL2	NeResPairList
var	NRPL3	NeResPairList
var	CP	ConPair
var	CP1	ConPair
var	CP2	ConPair
var	CP3	ConPair
var	CPL	ConPairList
var	CPL1	ConPairList
var	CPL2	ConPairList
var	CPL3	ConPairList
var	NCPL	NeConPairList
var	NCPL1	NeConPairList
var	NCPL2	NeConPairList
var	NCPL3	NeConPairList
var	CPR	ConPairRe
var	CPR1	ConPairRe
var	CPR2	ConPairRe
var	CPR3	ConPairRe
var	CPRL	ConPairReList
var	CPRL1	ConPairReList
var	CPRL2	ConPairReList
var	CPRL3	ConPairReList
var	NCPRL	NeConPairReList
var	NCPRL1	NeConPairReList
var	NCPRL2	NeConPairReList
var	NCPRL3	NeConPairReList
var	AP	AsyProblem
var	AP1	AsyProblem
var	AP2	AsyProblem
var	APL	AsyProblemList
var	APL1	AsyProblemList
var	APL2	AsyProblemList
var	APL3	AsyProblemList
var	NAPL	NeAsyProblemList
var	NAPL1	NeAsyProblemList
var	NAPL2	NeAsyProblemList
var	NAPL3	NeAsyProblemList
var	ASub	AsySub
var	ASub1	AsySub
var	ASub2	AsySub
var	ASub3	AsySub
var	NASub	NeAsySubList
var	NASub1	NeAsySubList
var	NASub2	NeAsySubList
var	NASub3	NeAsySubList
var	ASubL	AsySubList
var	ASubL1	AsySubList
var	ASubL2	AsySubList
var	ASubL3	AsySubList
var	FAS	FinalAsySub
var	FAS1	FinalAsySub
var	FAS2	FinalAsySub
var	FAS3	FinalAsySub
var	FASL	FinalAsySubList
var	FASL1	FinalAsySubList
var	FASL2	FinalAsySubList
var	FASL3	FinalAsySubList
var	NFASL	NeFinalAsySubList
var	NFASL1	NeFinalAsySubList
var	NFASL2	NeFinalAsySubList
var	NFASL3	NeFinalAsySubList
var	VL	VariableList
var	VL1	VariableList
var	VL2	VariableList
var	VL3	VariableList
var	NVL	NeVariableList
var	NVL1	NeVariableList
var	NVL2	NeVariableList
var	NVL3	NeVariableList
var	TP	TermPair
var	TP1	TermPair
var	TP2	TermPair
var	TP3	TermPair
var	TPL	TermPairList
var	TPL1	TermPairList
var	TPL2	TermPairList
var	TPL3	TermPairList
var	TPL4	TermPairList
var	NTPL	NeTermPairList
var	NTPL1	NeTermPairList
var	NTPL2	NeTermPairList
var	NTPL3	NeTermPairList
var	NTPL4	NeTermPairList
var	PTL	PairofTermList
var	PTL1	PairofTermList
var	EP	EqPair
var	EP1	EqPair
var	EP2	EqPair
var	EP3	EqPair
var	EPL	EqPairList
var	EPL1	EqPairList
var	EPL2	EqPairList
var	EPL3	EqPairList
var	NEPL	EqPairList
var	NEPL1	EqPairList
var	NEPL2	EqPairList
var	NEPL3	EqPairList
module	CHECKXOR	fmod	
import	META-LEVEL-MNPA
import	MODULE-HANDLING
import	AsyXorUnif
op	checkXOR	Module	Module			memo
op	checkXOR*	Qid Module	Module			
rename	sort	Problem	ProblemXOR
rename	op	GenNewVar`(_`,_`)	GenNewVarXOR`(_`,_`)
rename	op	_~_	_~XOR_
module	META-MSG-UNIFICATION-INTEGRATION	fmod	
import	META-ACU-UNIFICATION
import	META-MATCH
import	HEunification
import	AsyXorUnif
op	metaMsgUnify*Msg	Module Term Term Nat	UnificationTripleSet			
op	metaMsgUnify*Msg	Module Term Term TermList Nat	UnificationTripleSet			
op	|___|	Term Term TermList	UnificationProblem			
op	RAsy#	Module UnificationProblem Int	FinalAsySubList			
op	orient	Module SubstitutionSet Nat	UnificationPairSet			
op	orient	Module SubstitutionSet	SubstitutionSet			
op	orient*	Module Substitution	Substitution			
op	orient**	Module Substitution Substitution	Substitution			
op	IsMetaXORUnify	Module	Bool			
op	getTypeBuiltInUnify	Module	Type			
op	convertToSubs	Module FinalSub	SubstitutionSet			
op	convertToSubsE	Module FinalSub	Substitution			
op	metaOrderSortedFilter	Module UnificationPairSet	UnificationPairSet			
op	metaOrderSortedFilter*	Module UnificationPairSet UnificationPairSet	UnificationPairSet			
op	metaOrderSortedFilterE	Module Substitution UnificationPair	UnificationPairSet			
op	metaOrderSortedFilterE*	Module Substitution UnificationPair	UnificationPairSet			
op	metaOrderSortedFilterE*C	Module Substitution UnificationPair	UnificationPairSet			
op	metaOrderSortedFilterE*F	Module Substitution UnificationPair	UnificationPairSet			
op	metaOrderSortedFilterE*F#	TermList TermList	Substitution			
op	metaOrderSortedFilterE*V	Module Substitution Variable Variable UnificationPair TypeSet	UnificationPairSet			
rename	sort	Problem	ProblemHE
rename	op	GenNewVar`(_`,_`)	GenNewVarHE`(_`,_`)
rename	op	Solve(_,_,_)	metaHEUnify
rename	op	HasHomomorphism	IsMetaHEUnify
rename	op	getTypeHomomorphism	getTypeHomoUnify
rename	op	_#_	_HE#_
rename	sort	Problem	ProblemXOR
rename	op	GenNewVar`(_`,_`)	GenNewVarXOR`(_`,_`)
rename	op	_~_	_~XOR_
var	M	Module
var	T	Term
var	T'	Term
var	T1#	Term
var	T2#	Term
var	T1$	Term
var	T2$	Term
var	T1	Term
var	T2	Term
var	N	Nat
var	N'	Nat
var	N''	Nat
var	N1#	Nat
var	N2#	Nat
var	S	Substitution
var	S'	Substitution
var	S1#	Substitution
var	S2#	Substitution
var	LSubst	Substitution
var	RSubst	Substitution
var	UP	UnificationProblem
var	UTS	UnificationTripleSet
var	UTS'	UnificationTripleSet
var	C	Constant
var	V	Variable
var	V'	Variable
var	V1	Variable
var	V2	Variable
var	V3	Variable
var	F	Qid
var	F1	Qid
var	F2	Qid
var	TL	TermList
var	TL1	TermList
var	TL1'	TermList
var	TL1''	TermList
var	TL2	TermList
var	TL2'	TermList
var	TL2''	TermList
var	TL3	TermList
var	NeTL	NeTermList
var	U	UnificationPair
var	US	UnificationPairSet
var	US'	UnificationPairSet
var	SS	SubstitutionSet
var	SS'	SubstitutionSet
var	TP	Type
var	TP'	Type
var	TP1	Type
var	TP2	Type
var	TPS	TypeSet
var	TPL	TypeList
var	AtS	AttrSet
var	OPDS	OpDeclSet
module	META-MSG-UNIFICATION	fmod	
import	META-MSG-UNIFICATION-INTEGRATION
sorts	TripleGenVar
op	metaBuiltInMatch	Module Term Term	SubstitutionSet			
op	metaBuiltInMatch?	Module Term Term	Bool			
op	metaBuiltInMatch	Module Term Term Nat	SubstitutionSet			
op	metaBuiltInMatch*	Module Type Term Term Nat	SubstitutionSet			
op	metaCoreMatch###	Module Term Term	SubstitutionSet			
op	metaBuiltInMatch**	Module Substitution Nat SubstitutionSet	SubstitutionSet			
op	metaBuiltInMatch**$	Module Substitution Nat SubstitutionSet SubstitutionSet	SubstitutionSet			
op	metaBuiltInMatch***	Module Substitution Nat Substitution	SubstitutionSet			
op	metaBuiltInMatch***#	Module Substitution Nat Substitution	SubstitutionSet			
op	metaBuiltInMatch****	Module Substitution Nat Variable Substitution UnificationTripleSet	SubstitutionSet			
op	metaBuiltInMatch****$	Module Substitution Nat Variable Substitution SubstitutionSet UnificationTripleSet	SubstitutionSet			
op	metaBuiltInMatch?	Module Term Term Nat	Bool			
op	metaBuiltInMatch*?	Module Type Term Term Nat	Bool			
op	metaBuiltInMatch**?	Module Substitution Nat SubstitutionSet	Bool			
op	metaBuiltInUnify	Module Term Term	SubstitutionSet			
op	metaBuiltInUnify	Module TermList Term Term	SubstitutionSet			
op	metaBuiltInUnify	Module Term Term Nat	UnificationTripleSet			
op	metaBuiltInUnify	Module TermList Term Term Nat	UnificationTripleSet			
op	metaBuiltInUnify?	Module Term Term	Bool			
op	metaBuiltInUnify?	Module TermList Term Term	Bool			
op	metaBuiltInUnify?	Module Term Term Nat	Bool			
op	metaBuiltInUnify?	Module TermList Term Term Nat	Bool			
op	metaMsgUnify*	Module TermList Type Term Term Nat	UnificationTripleSet			
op	metaMsgUnify*?	Module TermList Type Term Term Nat	Bool			
op	metaMsgUnify**	Module TermList Type TermList TermList Substitution Substitution UnificationTripleSet	UnificationTripleSet			
op	metaMsgUnify**#	Module TermList Type TermList TermList Substitution Substitution UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	metaMsgUnify**?	Module TermList Type TermList TermList Substitution Substitution UnificationTripleSet	Bool			
op	metaMsgUnify***	Module TermList Type TermList TermList Substitution Substitution UnificationTriple	UnificationTripleSet			
op	metaMsgUnify***1st	Module TermList Type TermList TermList TermList TermList Substitution Substitution UnificationTriple	UnificationTripleSet			
op	metaMsgUnify***2nd	Module TermList Type TermList TermList TermList TermList Substitution Substitution UnificationTriple	UnificationTripleSet			
op	split	UnificationTriple Substitution Substitution TermList TermList TermList TermList	UnificationTriple			
op	metaMsgUnify****LC	Module TermList Type TermList TermList TermList TermList Substitution Substitution Variable UnificationTriple UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	metaMsgUnify****RC	Module TermList Type TermList TermList TermList TermList Substitution Substitution Variable UnificationTriple UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	metaMsgUnify****LL	Module TermList Type TermList TermList TermList TermList Substitution Substitution Variable Variable UnificationTriple UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	metaMsgUnify****L	Module TermList Type TermList TermList TermList TermList Substitution Substitution Variable Variable UnificationTriple UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	metaMsgUnify****R	Module TermList Type TermList TermList TermList TermList Substitution Substitution Variable Variable UnificationTriple UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	metaMsgUnify****RR	Module TermList Type TermList TermList TermList TermList Substitution Substitution Variable Variable UnificationTriple UnificationTripleSet UnificationTripleSet	UnificationTripleSet			
op	`(_`,_`,_`)	TermList Substitution Nat	TripleGenVar			
op	getTL	TripleGenVar	Term			
op	getS	TripleGenVar	Substitution			
op	getN	TripleGenVar	Nat			
op	getOpEqs	Module	OpDeclSet			
op	getOpEqs	Module EquationSet	OpDeclSet			
op	_in[_]_	Term Module OpDeclSet	Bool			
op	generalize	Module Type Term Nat	TripleGenVar			
op	generalize$	Module Type Term Nat	TripleGenVar			
op	generalize$*	Module Type Term Nat	TripleGenVar			
op	generalize$*TL	Module Type TermList Nat	TripleGenVar			
op	simplifyGen	TripleGenVar	TripleGenVar			
var	M	Module
var	T	Term
var	T'	Term
var	T1#	Term
var	T2#	Term
var	T1$	Term
var	T2$	Term
var	T1	Term
var	T2	Term
var	N	Nat
var	N'	Nat
var	N''	Nat
var	N1#	Nat
var	N2#	Nat
var	S	Substitution
var	S'	Substitution
var	S1#	Substitution
var	S2#	Substitution
var	LSubst	Substitution
var	RSubst	Substitution
var	UP	UnificationProblem
var	UTS	UnificationTripleSet
var	UTS'	UnificationTripleSet
var	C	Constant
var	V	Variable
var	V'	Variable
var	V1	Variable
var	V2	Variable
var	V3	Variable
var	F	Qid
var	F1	Qid
var	F2	Qid
var	TL	TermList
var	TL1	TermList
var	TL1'	TermList
var	TL1''	TermList
var	TL2	TermList
var	TL2'	TermList
var	TL2''	TermList
var	VTL1	TermList
var	VTL2	TermList
var	NeTL	NeTermList
var	U	UnificationPair
var	US	UnificationPairSet
var	US'	UnificationPairSet
var	SS	SubstitutionSet
var	SS'	SubstitutionSet
var	TP	Type
var	TP'	Type
var	TPS	TypeSet
var	TPL	TypeList
var	AtS	AttrSet
var	OPDS	OpDeclSet
module	ORDERS-TERM-SUBSTITUTION	fmod	
import	TERM-HANDLING
import	SUBSTITUTION-HANDLING
import	META-MATCH
import	META-LEVEL-MNPA
import	META-UNIFICATION
import	META-E-UNIFICATION
import	RENAMING
import	SUBSTITUTIONSET
import	META-MSG-UNIFICATION
sorts	Triple
op	metaEMatch	Module Term Term	SubstitutionSet			
op	metaEMatch?	Module Term Term	Bool			
op	_<=[_]_	Term Module Term	Bool			
op	_<=[_]_	SubstitutionSet Module SubstitutionSet	Bool			ditto
op	_<=[_`,_]_	SubstitutionSet TermList Module SubstitutionSet	Bool			
op	_<=[_`,_]$_	SubstitutionSet TermList Module SubstitutionSet	Bool			
op	_<=[_`,_]*_	SubstitutionSet TermList Module Substitution	Bool			
op	_<=[_`,_]**_	Substitution TermList Module Substitution	Bool			
op	_*<=[_]*_	Term Module Term	Bool			
op	{{_`,_`,_}}	TermList TermList TypeList	Triple			
op	1st	Triple	TermList			
op	2nd	Triple	TermList			
op	3rd	Triple	TypeList			
op	gen	TermList Substitution Substitution	Triple			
op	_\\_	TermList Variable	TermList			
op	_=[_]=_	TermSet Module TermSet	Bool			
op	metaBuiltInRenaming	Module TermSet TermSet	Bool			
op	metaBuiltInRenaming$	Module Term Term	Bool			
op	metaBuiltInRenaming$$1	Module Term Term	Bool			
op	metaBuiltInRenaming$$1*	Term Term	Bool			
op	totalOrder	Module Term	Term			
op	totalOrderTL	Module TermList	TermList			
op	reorderTL	Module Qid TermList	TermList			
op	insertTL	Module Qid Term TermList	TermList			
op	nullVars	Term	Term			
op	nullVarsTL	TermList	TermList			
op	metaBuiltInRenaming$$2	Module Term Term	Bool			
op	onlyRenamingAll	Module SubstitutionSet	Bool			
op	onlyRenamingAny	Module SubstitutionSet	Bool			
op	onlyRenaming*	Module Substitution	Bool			
op	onlyRenaming**	Module Substitution	Bool			
op	onlyRenaming***	Substitution	Bool			
op	metaCoreMatchShared	Module Term Term	SubstitutionSet			
op	metaBuiltInMatchShared	Module Term Term	SubstitutionSet			
op	metaShared-filter	Module Term Term SubstitutionSet	SubstitutionSet			
op	metaShared-filter*	Module Term Term SubstitutionSet SubstitutionSet	SubstitutionSet			
op	normalizedSubstitution?	Module SubstitutionSet	Bool			
op	normalizedSubstitution?*	Module Substitution	Bool			
op	|_|`(_`)	SubstitutionSet Module	SubstitutionSet			
op	eqNormalizeSubstitution	Module SubstitutionSet	SubstitutionSet			
op	eqNormalizeSubstitution*	Module Substitution	Substitution			
var	T	Term
var	T'	Term
var	TL	TermList
var	TL'	TermList
var	TL1	TermList
var	TL2	TermList
var	TL3	TermList
var	M	Module
var	S	Substitution
var	S'	Substitution
var	SS	SubstitutionSet
var	SS'	SubstitutionSet
var	SS''	SubstitutionSet
var	V	Variable
var	V'	Variable
var	V1	Variable
var	V2	Variable
var	V3	Variable
var	TPL	TypeList
var	TPL'	TypeList
var	N	Nat
var	N'	Nat
var	F	Qid
var	C	Constant
module	META-NORMALIZE	fmod	
import	META-TERM
import	META-LEVEL-MNPA
import	META-UNIFICATION
import	RESULT-CONTEXT-SET
import	ORDERS-TERM-SUBSTITUTION
import	TYPEOFNARROWING
op	|_|	ResultTripleSet	Nat			
op	metaNormalizeCollect$	Module Term	ResultTripleSet			
op	metaNormalizeCollect$	Module Term Type	ResultTripleSet			
op	metaNormalizeCollect$	Module ResultTriple	ResultTripleSet			
op	metaSearchCollect$	Module Term Type	ResultTripleSet			
op	metaSearchCollect$	Module ResultTriple	ResultTripleSet			
op	metaOneRewriting$	Module Term	ResultTripleSet			
op	metaOneRewriting$	Module Term Type	ResultTripleSet			
op	metaOneRewriting$	Module ResultTriple	ResultTripleSet			
op	metaSearchCollect	Module Term Term TypeOfRelation Bound	ResultTripleSet			
op	metaSearchCollect	Module Term Term TypeOfRelation Bound Nat	ResultTripleSet			
op	isNF$	Module Substitution	Bool			
op	isNF$	Module Term	Bool			
op	isNF$$	Module Term Type	Bool			
op	metaNarrowSearchAll	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound TypeOfNarrowing ResultContextSet	ResultContextSet			
op	metaNormalizeCollect	Module Term	ResultTripleSet			
op	metaNormalizeCollect	Module Term Type	ResultTripleSet			
op	metaSearchCollect	Module Term Type	ResultTripleSet			
op	metaNormalizeCollect	Module ResultTriple	ResultTripleSet			
op	metaOneRewriting	Module Term	ResultTripleSet			
op	metaOneRewriting	Module Term Type	ResultTripleSet			
op	metaOneRewriting	Module ResultTriple	ResultTripleSet			
op	metaNormalizeCollect#	Module Term	ResultTripleSet			
op	metaNormalizeCollect#	Module Term Type	ResultTripleSet			
op	metaNormalizeCollect#	Module ResultTriple	ResultTripleSet			
op	metaSearchCollect#	Module Term Type	ResultTripleSet			
op	metaSearchCollect#	Module ResultTriple	ResultTripleSet			
op	metaOneRewriting#	Module Term	ResultTripleSet			
op	metaOneRewriting#	Module Term Type	ResultTripleSet			
op	metaOneRewriting#	Module ResultTriple	ResultTripleSet			
op	noSelf	ResultContextSet ResultContextSet	ResultContextSet			
op	noSelf*	ResultContext ResultContextSet	ResultContextSet			
var	T	Term
var	T'	Term
var	TOrig	Term
var	Lhs	Term
var	Rhs	Term
var	TS	Term
var	TS'	Term
var	CtTS	Term
var	CtTS'	Term
var	V	Variable
var	C	Constant
var	F	Qid
var	TL	TermList
var	TL'	TermList
var	M	Module
var	RTS	ResultContextSet
var	RTS'	ResultContextSet
var	RTS$	ResultContextSet
var	RTS$'	ResultContextSet
var	RT	ResultContext
var	RT'	ResultContext
var	TP	Type
var	TP'	Type
var	S	Substitution
var	S'	Substitution
var	S*	Substitution
var	S'*	Substitution
var	Subst	Substitution
var	RLS	RuleSet
var	Att	AttrSet
var	B	Bound
var	BN	Bound
var	N	Nat
var	NextVar	Nat
var	NextVar'	Nat
var	NL	NatList
var	Ct	Context
var	CtS	Context
var	Ct'	Context
var	CtS'	Context
var	ON	TypeOfNarrowing
var	QQ	TypeOfRelation
module	META-E-NARROWING	fmod	
import	META-TERM
import	META-LEVEL-MNPA
import	META-UNIFICATION
import	META-MSG-UNIFICATION
import	META-E-UNIFICATION
import	RESULT-CONTEXT-SET
import	ORDERS-TERM-SUBSTITUTION
import	TYPEOFNARROWING
import	META-NORMALIZE
import	UNIFICATIONTRIPLESET
import	RIGIDIFE
op	metaNarrow	Module Term	ResultTripleSet			
op	metaNarrow	Module Term Bound	ResultTripleSet			
op	metaBasicNarrow	Module Term	ResultTripleSet			
op	metaBasicNarrow	Module Term Bound	ResultTripleSet			
op	metaENarrow	Module Term	ResultTripleSet			
op	metaENarrow	Module Term Bound	ResultTripleSet			
op	metaEBuiltInTopMostNarrow	Module Term Nat	ResultTripleSet			
op	metaEBuiltInTopMostNarrowIrr	Module Term Nat	ResultTripleSet			
op	metaEACUTopMostNarrow	Module Term Nat	ResultTripleSet			
op	metaEACUTopMostNarrowIrr	Module Term Nat	ResultTripleSet			
op	metaETopMostNarrow	Module Term Bound IrrFlags TypeOfNarrowing Nat	ResultTripleSet			
op	metaEBuiltInTopMostNarrowRC	Module Term TermList Nat	ResultContextSet			
op	metaEBuiltInTopMostNarrowRCIrr	Module Term TermList Nat	ResultContextSet			
op	metaEACUTopMostNarrowRC	Module Term Nat	ResultContextSet			
op	metaEACUTopMostNarrowRCIrr	Module Term Nat	ResultContextSet			
op	metaETopMostNarrowRC	Module Term Bound IrrFlags TypeOfNarrowing Nat	ResultContextSet			
op	[_,_]	TypeOfNarrowing IrrFlags	TypeOfNarrowing			
op	metaEBasicNarrow	Module Term	ResultTripleSet			
op	metaEBasicNarrow	Module Term Bound	ResultTripleSet			
op	metaBasicNarrowNormalize	Module Term	ResultTripleSet			
op	metaBasicNarrowNormalizeAll	Module Term Nat	ResultContextSet			
op	metaNarrowNormalize	Module Term	ResultTripleSet			
op	metaNarrowNormalizeAll	Module Term Nat	ResultContextSet			
op	metaENarrowShowAll	Module Term Bound TypeOfNarrowing	ResultContextSet			
op	metaENarrowShowAll	Module Term Bound TypeOfNarrowing Nat	ResultContextSet			
op	metaENarrowGen	Module Bound TypeOfNarrowing ResultContextSet	ResultContextSet			
op	metaENarrowGen*	Module Bound TypeOfNarrowing ResultContextSet ResultContextSet ResultContextSet	ResultContextSet			
op	testNonVarRedex	TypeOfNarrowing Term Term	Bool			
op	testNonVarRedex*	TypeOfNarrowing Term Term	Bool			
op	metaENarrowGen**	Module Bound TypeOfNarrowing ResultContext	ResultContextSet			
op	metaENarrowStra	Module Bound TypeOfNarrowing ResultContext	ResultContextSet			
op	dec	Bound	Bound			
op	auxMetaUnify	Module TypeOfNarrowing Term Term Nat	UnificationTripleSet			
op	auxMetaUnify*	Module TypeOfNarrowing Term Term Nat	UnificationTripleSet			
op	auxMetaUnify**	Module TypeOfNarrowing Term Term Nat	UnificationTripleSet			
op	removeEND	ResultContextSet	ResultContextSet			
op	removeEND*	ResultContextSet ResultContextSet	ResultContextSet			
op	remove_From_	ResultContextSet ResultContextSet	ResultContextSet			
op	isEND	ResultContext	Bool			
op	metaENarrowRls	Module Bound TypeOfNarrowing RuleSet ResultContext	ResultContextSet			
op	metaENarrowRls#	Module Bound TypeOfNarrowing RuleSet ResultContext ResultContextSet	ResultContextSet			
op	metaENarrowRls*	Module Bound TypeOfNarrowing Rule ResultContext	ResultContextSet			
op	metaENarrowRls**$	Module Bound TypeOfNarrowing Rule ResultContext UnificationPair	ResultContextSet			
op	metaENarrowRls**$$	Module Bound TypeOfNarrowing ResultContext UnificationPair Term	ResultContextSet			
op	metaENarrowRls**$$$	Module Bound TypeOfNarrowing ResultContext UnificationPair Term UnificationTripleSet	ResultContextSet			
op	rebuildTypeAndDiscardErroneous	Module TypeOfNarrowing ResultContextSet	ResultContextSet			
op	rebuildTypeAndDiscardErroneous*	Module TypeOfNarrowing ResultContext	ResultContextSet			
op	_<<`(_`,_`)_	ResultContext Module TypeOfNarrowing UnificationTripleSet	ResultContextSet			
op	_<<`(`(_`,_`)`)_	ResultContext Module TypeOfNarrowing UnificationTriple	ResultContextSet			
op	normalize-terms?	Module TypeOfNarrowing ResultContext	ResultContext			
op	metaENarrowSub	Module Bound TypeOfNarrowing ResultContext	ResultContextSet			
op	auxSplitTerm	TypeOfNarrowing Term Term	Term			
op	metaENarrowSub#	Module Bound TypeOfNarrowing Term ResultContext	ResultContextSet			
op	splitTerm	Module Qid Nat NeNatList Bool TermList TermList ResultContext	ResultContextSet			
op	metaENarrowSub#Gen	Module Bound TypeOfNarrowing ResultContextSet	ResultContextSet			
op	filter-variant-RT	Module TypeOfNarrowing ResultContext ResultContextSet	ResultContextSet			
op	filter-variant-RT*	Module TermList ResultContextSet ResultContextSet	ResultContextSet			
op	filter-variant-RT**	Module TermList ResultContextSet ResultContextSet ResultContext ResultContextSet	ResultContextSet			
op	test-variant-RT	Module TermList ResultContext ResultContext	Bool			
op	test-variant-RT*	Module TermList Substitution Substitution	Bool			
op	|_|	Substitution	Nat			
var	T	Term
var	T'	Term
var	T''	Term
var	TOrig	Term
var	Lhs	Term
var	Lhs'	Term
var	Rhs	Term
var	Rhs'	Term
var	CT'	Term
var	TS	Term
var	TS'	Term
var	TS''	Term
var	CtTS	Term
var	CtTS'	Term
var	CtTS''	Term
var	V	Variable
var	C	Constant
var	F	Qid
var	M	Module
var	RTS	ResultContextSet
var	RTS'	ResultContextSet
var	RTS$	ResultContextSet
var	RTS-Rls	ResultContextSet
var	RTS-Sub	ResultContextSet
var	RTSSol	ResultContextSet
var	RTNeS	ResultContextNeSet
var	RT	ResultContext
var	RT'	ResultContext
var	S	Substitution
var	S'	Substitution
var	S''	Substitution
var	Subst	Substitution
var	Subst'	Substitution
var	S*	Substitution
var	S'*	Substitution
var	SS	SubstitutionSet
var	RLS	RuleSet
var	RL	Rule
var	Att	AttrSet
var	Att'	AttrSet
var	B	Bound
var	BN	Bound
var	N	Nat
var	N'	Nat
var	N1	Nat
var	N2	Nat
var	NL	NatList
var	Ct	Context
var	CtS	Context
var	Ct'	Context
var	CtS'	Context
var	Ct''	Context
var	CtS''	Context
var	NeTL	NeTermList
var	NeTL'	NeTermList
var	TL	TermList
var	TL'	TermList
var	TL''	TermList
var	TL'''	TermList
var	TP	Type
var	TP'	Type
var	TP''	Type
var	ON	TypeOfNarrowing
var	NextVar	Nat
var	NextVar'	Nat
var	NextVar''	Nat
var	NVarPrev	Nat
var	U	UnificationTriple
var	US	UnificationTripleSet
var	US'	UnificationTripleSet
var	IRR	IrrFlags
module	META-NARROWING-SEARCH	fmod	
import	META-E-NARROWING
import	META-TERM
import	META-LEVEL-MNPA
import	META-UNIFICATION
import	RESULT-CONTEXT-SET
import	ORDERS-TERM-SUBSTITUTION
op	metaNarrowSearch	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound	ResultTripleSet			
op	metaNarrowSearch*	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound	ResultTripleSet			
op	metaParamodulationSearch	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound	ResultTripleSet			
op	metaParamodulationSearch*	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound	ResultTripleSet			
op	metaNarrowSearchGen	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound TypeOfNarrowing	ResultTripleSet			
op	metaNarrowSearchPath	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound	TraceNarrowSet			
op	metaNarrowSearchPath*	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound	TraceNarrowSet			
op	extractTraces	ResultContextSet	TraceNarrowSet			
op	metaNarrowSearchGenAll	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound TypeOfNarrowing	ResultContextSet			
op	metaNarrowSearchGenAll	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound TypeOfNarrowing Nat	ResultContextSet			
op	metaNarrowStep	Module SubstitutionCond ResultContextSet TypeOfNarrowing	ResultContextSet			
op	filterSCond	Module SubstitutionCond ResultContextSet	ResultContextSet			
op	filterSCond*	Module SubstitutionCond ResultContextSet	ResultContextSet			
op	filterSCond**	Module SubstitutionCond ResultContext	ResultContextSet			
op	metaNarrowSearchAll	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound TypeOfNarrowing ResultContextSet	ResultContextSet			
op	isNF	Module ResultContext	Bool			
op	isVariant	Module Nat ResultContextSet ResultContext	Bool			
op	oneMoreStep	Module SubstitutionCond TypeOfNarrowing ResultContextSet	ResultContextSet			memo
op	metaNarrowSearchCheck	Module Term Term SubstitutionCond TypeOfRelation Bound Bound Bound TypeOfNarrowing ResultContextSet ResultContextSet ResultContextSet	ResultContextSet			
op	auxMetaUnifyCheck	Module TypeOfNarrowing Term Term Nat	UnificationTripleSet			
op	rebuildTypeAndDiscardErroneousCheck	Module TypeOfNarrowing ResultContextSet	ResultContextSet			
op	isSolution?	Module Term Term TypeOfRelation Bound Bound TypeOfNarrowing ResultContextSet ResultContext	Bool			
op	upDown	Module ResultTripleSet	ResultTripleSet			
op	upDown#	Module ResultTripleSet ResultTripleSet	ResultTripleSet			
op	upDown	Module Substitution	Substitution			
op	upDown#	Module Substitution Substitution	Substitution			
var	T	Term
var	T'	Term
var	TOrig	Term
var	Lhs	Term
var	Rhs	Term
var	TS	Term
var	TS'	Term
var	CtTS	Term
var	CtTS'	Term
var	V	Variable
var	C	Constant
var	F	Qid
var	TL	TermList
var	TL'	TermList
var	M	Module
var	RTS	ResultContextSet
var	RTS'	ResultContextSet
var	RTSSol	ResultContextSet
var	RT	ResultContext
var	RT'	ResultContext
var	TP	Type
var	TP'	Type
var	S	Substitution
var	S'	Substitution
var	Subst	Substitution
var	S*	Substitution
var	S'*	Substitution
var	RLS	RuleSet
var	Att	AttrSet
var	B	Bound
var	BN	Bound
var	Sol	Bound
var	N	Nat
var	NL	NatList
var	Ct	Context
var	Ct'	Context
var	CtS	Context
var	CtS'	Context
var	ON	TypeOfNarrowing
var	QQ	TypeOfRelation
var	QQ'	TypeOfRelation
var	NextVar	Nat
var	NextVar'	Nat
var	SCond	SubstitutionCond
module	DEFINITION-PROTOCOL-RULES	fmod	
import	REAL
sorts	Universal IMsg Fresh Public Private MsgSet SMsg SignedSMsg Resuscitated LazyLearnt EmptyList StrandConstraint SMsgList SMsgElem ResuscitatedList SMsgList-L SMsgList-R Synchro RoleSet Role How FreshSet Strand StrandSet Knowledge-!inI Knowledge-inI Knowledge-!= Knowledge Knowledge-irr Knowledge-inst Knowledge-SMT Knowledge-CPSA MsgInStrand PosNat Ghost ShortGhost GhostList IntruderKnowledge-!inI IntruderKnowledge-inI IntruderKnowledge-!= IntruderKnowledgeElem IntruderKnowledge IntruderKnowledge-irr IntruderKnowledge-inst IntruderKnowledge-CPSA IntruderKnowledge-empty Properties System ShortSystem VeryShortSystem ExclusionPattern NeverPattern NeverPatternSet SMsgSet SMsgList$ SMsgList-L$ SMsgList-R$ Strand$ StrandSet$ System$
subsorts	Public IMsg
subsorts	Private IMsg
subsorts	Real IMsg
subsorts	IMsg MsgSet
subsorts	SignedSMsg SMsg
subsorts	Resuscitated SMsg
subsorts	LazyLearnt SMsg
subsorts	Boolean StrandConstraint
subsorts	SMsg Synchro Resuscitated StrandConstraint SMsgElem SMsgList
subsorts	EmptyList SMsgList
subsorts	ResuscitatedList SMsgList
subsorts	Resuscitated ResuscitatedList
subsorts	EmptyList ResuscitatedList
subsorts	Role RoleSet
subsorts	Fresh FreshSet
subsorts	Strand StrandSet
subsorts	Knowledge-!inI Knowledge-inI Knowledge-!= Knowledge-irr Knowledge-inst Knowledge-SMT Knowledge-CPSA Knowledge
subsorts	Ghost ShortGhost GhostList
subsorts	IntruderKnowledge-empty IntruderKnowledge-!inI
subsorts	IntruderKnowledge-empty IntruderKnowledge-inI
subsorts	IntruderKnowledge-empty IntruderKnowledge-!=
subsorts	IntruderKnowledge-empty IntruderKnowledge-irr
subsorts	IntruderKnowledge-empty IntruderKnowledge-inst
subsorts	IntruderKnowledge-empty IntruderKnowledge-CPSA
subsorts	IntruderKnowledge-empty IntruderKnowledge
subsorts	IntruderKnowledge-!inI IntruderKnowledge-inI IntruderKnowledge-!= IntruderKnowledge-irr IntruderKnowledge-inst IntruderKnowledge-CPSA IntruderKnowledge
subsorts	Knowledge-!inI IntruderKnowledge-!inI
subsorts	Knowledge-inI IntruderKnowledge-inI
subsorts	Knowledge-!= IntruderKnowledge-!=
subsorts	Knowledge-irr IntruderKnowledge-irr
subsorts	Knowledge-inst IntruderKnowledge-inst
subsorts	Knowledge-CPSA IntruderKnowledge-CPSA
subsorts	Knowledge IntruderKnowledgeElem IntruderKnowledge
subsorts	ExclusionPattern Properties
subsorts	NeverPattern NeverPatternSet
subsorts	SMsg SMsgSet
subsorts	SMsgList SMsgList$
subsorts	SMsgSet SMsgList$
subsorts	Synchro SMsgList$
subsorts	SMsgList-L SMsgList-L$
subsorts	SMsgList-R SMsgList-R$
subsorts	Strand Strand$
subsorts	Strand$ StrandSet$
subsorts	StrandSet StrandSet$
subsorts	System System$
subsorts	SMsgSet SMsgList
op	emptyPublic		Public			
op	emptyPrivate		Private			
op	nullFresh		Fresh			
op	pair	IMsg IMsg	IMsg			frozen
op	emptyMsgSet		MsgSet			ctor
op	_,_	MsgSet MsgSet	MsgSet			ctor; assoc; comm; id: emptyMsgSet
op	noMsg		IMsg			
op	+`(_`)	IMsg	SignedSMsg			format (ni++r d d d o--)
op	-`(_`)	IMsg	SignedSMsg			format (ni++b d d d o--)
op	resuscitated`(_`)	IMsg	Resuscitated			ctor; format (nic d d d o)
op	generatedByIntruder`(_`)	IMsg	LazyLearnt			ctor; format (nic d d d o)
op	nil		EmptyList			ctor; format (ni d)
op	_,_	EmptyList EmptyList	EmptyList			ctor; assoc; id: nil; format (d d s d)
op	_eq_	IMsg IMsg	StrandConstraint			prec 1; format (ni d d d)
op	_neq_	IMsg IMsg	StrandConstraint			prec 1; format (ni d d d)
op	_,_	SMsgList SMsgList	SMsgList			ctor; assoc; id: nil; format (d d s d)
op	_,_	ResuscitatedList ResuscitatedList	ResuscitatedList			ctor; assoc; id: nil; format (d d s d)
op	nil		SMsgList-R			ctor
op	_,_	SMsg SMsgList-R	SMsgList-R			ctor; format (d d s d); gather (e E)
op	_,_	Synchro SMsgList-R	SMsgList-R			ctor; format (d d s d); gather (e E)
op	_,_	StrandConstraint SMsgList-R	SMsgList-R			ctor; format (d d s d); gather (e E)
op	nil		SMsgList-L			ctor
op	_,_	SMsgList-L SMsg	SMsgList-L			ctor; format (d d s d); gather (E e)
op	_,_	SMsgList-L Synchro	SMsgList-L			ctor; format (d d s d); gather (E e)
op	_,_	SMsgList-L StrandConstraint	SMsgList-L			ctor; format (d d s d); gather (E e)
op	{_->_;;_;;_}	RoleSet RoleSet How IMsg	Synchro			format (nig d d d d d d d d o)
op	empty		RoleSet			
op	__	RoleSet RoleSet	RoleSet			assoc; comm; id: empty
op	initiator		Role			
op	responder		Role			
op	1-1		How			
op	1-*		How			
op	nil		FreshSet			ctor
op	_,_	FreshSet FreshSet	FreshSet			ctor; comm; assoc; id: nil
op	::_::[_|_]	FreshSet SMsgList-L SMsgList-R	Strand			format (ni d d ni s+++ s--- s+++ d s---)
op	empty		StrandSet			ctor
op	_&_	StrandSet StrandSet	StrandSet			ctor; assoc; comm; id: empty; format (d d d d)
op	_!inI	IMsg	Knowledge-!inI			format (ni d o)
op	_inI	IMsg	Knowledge-inI			format (niu d o)
op	_!=_	IMsg IMsg	Knowledge-!=			comm; format (nig d d o)
op	irr`(_`)	IMsg	Knowledge-irr			format (nim d d d o)
op	inst`(_`)	IMsg	Knowledge-inst			format (nim d d d o)
op	_before_	MsgInStrand MsgInStrand	Knowledge-CPSA			format (nim d d o)
op	secret`(_`)	IMsg	Knowledge-CPSA			format (nim d d d o)
op	smt`(_`)	Boolean	Knowledge-SMT			format (niy d d d o)
op	`(_InStrand_`)	PosNat Fresh	MsgInStrand			
op	1st		PosNat			
op	2nd		PosNat			
op	3rd		PosNat			
op	4th		PosNat			
op	5th		PosNat			
op	6th		PosNat			
op	7th		PosNat			
op	8th		PosNat			
op	9th		PosNat			
op	10th		PosNat			
op	11th		PosNat			
op	12th		PosNat			
op	13th		PosNat			
op	14th		PosNat			
op	15th		PosNat			
op	16th		PosNat			
op	17th		PosNat			
op	18th		PosNat			
op	19th		PosNat			
op	20th		PosNat			
op	z		PosNat			
op	s	PosNat	PosNat			iter
op	ghost`(_`,_`,_`,_`,_`)	IMsg StrandSet IntruderKnowledge SMsgList Properties	Ghost			frozen; format (ni d s+++ d d d si d si d si s--- d)
op	ghost	IMsg	ShortGhost			
op	nil		GhostList			ctor; format (ni d)
op	_,_	GhostList GhostList	GhostList			ctor; assoc; id: nil; format (d d n d)
op	empty		IntruderKnowledge-empty			ctor
op	_,_	IntruderKnowledge IntruderKnowledge	IntruderKnowledge			ctor; assoc; comm; id: empty; format (d d d d)
op	_,_	IntruderKnowledge-!inI IntruderKnowledge-!inI	IntruderKnowledge-!inI			ctor; ditto
op	_,_	IntruderKnowledge-inI IntruderKnowledge-inI	IntruderKnowledge-inI			ctor; ditto
op	_,_	IntruderKnowledge-!= IntruderKnowledge-!=	IntruderKnowledge-!=			ctor; ditto
op	_,_	IntruderKnowledge-irr IntruderKnowledge-irr	IntruderKnowledge-irr			ctor; ditto
op	_,_	IntruderKnowledge-inst IntruderKnowledge-inst	IntruderKnowledge-inst			ctor; ditto
op	_,_	IntruderKnowledge-CPSA IntruderKnowledge-CPSA	IntruderKnowledge-CPSA			ctor; ditto
op	_,_	IntruderKnowledge-empty IntruderKnowledge-empty	IntruderKnowledge-empty			ctor; ditto
op	nil		Properties			ctor; format (ni d)
op	_||_	StrandSet IntruderKnowledge	NeverPattern			format (+++++i ni ni i-----)
op	nil		NeverPatternSet			
op	__	NeverPatternSet NeverPatternSet	NeverPatternSet			ctor; assoc; comm; id: nil; format (i ni i)
op	never	NeverPatternSet	ExclusionPattern			format (nci nio)
op	_||_||_||_||_	StrandSet IntruderKnowledge SMsgList GhostList Properties	System			format (d n d n d n d n d d)
op	_|_|_|_	StrandSet IntruderKnowledge SMsgList GhostList	ShortSystem			format (d n d n d n d d)
op	_|_	IntruderKnowledge SMsgList	VeryShortSystem			format (d n d n)
op	emptySMsgSet		SMsgSet			ctor
op	_;_	SMsgSet SMsgSet	SMsgSet			ctor; assoc; comm; id: emptySMsgSet
op	_,_	SMsgList$ SMsgList$	SMsgList$			ditto
op	_,_	SMsgSet SMsgList-R$	SMsgList-R$			ditto
op	_,_	Synchro SMsgList-R$	SMsgList-R$			ditto
op	_,_	SMsgList-L$ SMsgSet	SMsgList-L$			ditto
op	_,_	SMsgList-L$ Synchro	SMsgList-L$			ditto
op	::_::[_|_]	FreshSet SMsgList-L$ SMsgList-R$	Strand$			ditto
op	_&_	StrandSet$ StrandSet$	StrandSet$			ditto
op	_||_||_||_||_	StrandSet$ IntruderKnowledge SMsgList GhostList Properties	System$			ditto
op	_,_	SMsgSet SMsgList-R	SMsgList-R			ditto
op	_,_	SMsgList-L SMsgSet	SMsgList-L			ditto
rename	op	_+_	_+=+_
rename	op	_-_	_-=-_
rename	op	_*_	_*=*_
module	GLOBAL-STRATEGY	fmod	
sorts	GlobalStrategy
op	S1		GlobalStrategy			
op	S2		GlobalStrategy			
module	DEFINITION-CONSTRAINTS	fmod	
import	DEFINITION-PROTOCOL-RULES
import	GLOBAL-STRATEGY
sorts	LConstraint DConstraint nIConstraint Constraint CtrSet GrammarRule GrammarRuleSet Grammar ResultGrammarNarrowing GrammarList Grammar&Strategy Grammar&StrategyList
subsorts	LConstraint DConstraint nIConstraint Constraint
subsorts	Constraint CtrSet
subsorts	GrammarRule GrammarRuleSet
subsorts	GrammarRuleSet Grammar
subsorts	Grammar GrammarList
subsorts	Grammar&Strategy Grammar&StrategyList
op	_inL	MsgSet	LConstraint			format (d g o)
op	_notLeq_	IMsg IMsg	DConstraint			format (d g d o)
op	_notInI	IMsg	nIConstraint			format (d g o)
op	empty		CtrSet			ctor
op	_,_	CtrSet CtrSet	CtrSet			ctor; assoc; comm; id: empty; format (d d ni d)
op	grl_=>_.	CtrSet LConstraint	GrammarRule			format (n+++ d d d d s---)
op	empty		GrammarRuleSet			ctor
op	_;_	GrammarRuleSet GrammarRuleSet	GrammarRuleSet			ctor; assoc; comm; id: empty
op	errorInUserSeedTerms		[GrammarList]			ctor; format (r o)
op	errorInProtocolStrands		[GrammarList]			ctor; format (r o)
op	errorInDolevYaoStrands		[GrammarList]			ctor; format (r o)
op	errorInProtocolOrDolevYaoStrands		[GrammarList]			ctor; format (r o)
op	sameGrammarListAsPreviousBound		[GrammarList]			ctor; format (r o)
op	none		GrammarList			ctor
op	_|_	GrammarList GrammarList	GrammarList			ctor; assoc; id: none; format (d n d d)
op	`(_!_`)	Grammar GlobalStrategy	Grammar&Strategy			
op	none		Grammar&StrategyList			ctor
op	_|_	Grammar&StrategyList Grammar&StrategyList	Grammar&StrategyList			ctor; assoc; id: none; format (d n d d)
module	PROTOCOL-EXAMPLE-SYMBOLS	fmod	
import	DEFINITION-PROTOCOL-RULES
sorts	Name Nonce Key Enc
subsorts	Name Nonce Enc Key Real IMsg
subsorts	Name Key
subsorts	Name Public
op	pk	Key IMsg	Enc			frozen
op	sk	Key IMsg	Enc			frozen
op	n	Name Fresh	Nonce			frozen
op	a		Name			
op	b		Name			
op	i		Name			
op	_;_	IMsg IMsg	IMsg			frozen
module	PROTOCOL-EXAMPLE-ALGEBRAIC	fmod	
import	PROTOCOL-EXAMPLE-SYMBOLS
var	Z	IMsg
var	Ke	Key
module	PROTOCOL-SPECIFICATION	fmod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	DEFINITION-PROTOCOL-RULES
module	STRAND-GENERAL-RULES	mod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	PROTOCOL-EXAMPLE-ALGEBRAIC
var	SS	StrandSet
var	K	IntruderKnowledge
var	ML	SMsgList
var	L1	SMsgList-L
var	L2	SMsgList-R
var	M	IMsg
var	rrL	FreshSet
var	GL	GhostList
var	PP	Properties
module	COMPOSITION-RULES	mod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	PROTOCOL-EXAMPLE-ALGEBRAIC
var	SS	StrandSet
var	K	IntruderKnowledge
var	ML	SMsgList
var	L1	SMsgList-L
var	L2	SMsgList-R
var	M	IMsg
var	rrL1	FreshSet
var	rrL2	FreshSet
var	GL	GhostList
var	PP	Properties
var	R1	Role
var	R2	Role
var	RR1	RoleSet
var	RR2	RoleSet
module	STRAND-EXAMPLE-RULES	mod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	PROTOCOL-EXAMPLE-ALGEBRAIC
import	STRAND-GENERAL-RULES
module	PROTOCOL-EXAMPLE-RULES	mod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	PROTOCOL-EXAMPLE-ALGEBRAIC
module	STRAND-GENERAL-RULES-INPUT	mod	
import	STRAND-GENERAL-RULES
var	SS	StrandSet
var	K	IntruderKnowledge
var	ML	SMsgList
var	L1	SMsgList-L
var	L2	SMsgList-R
var	M	IMsg
var	M1	IMsg
var	M2	IMsg
var	rrL	FreshSet
var	GL	GhostList
var	PP	Properties
module	STRAND-EXAMPLE-RULES-INPUT	mod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	PROTOCOL-EXAMPLE-ALGEBRAIC
import	STRAND-GENERAL-RULES-INPUT
module	DEFINITION-CONSTRAINTS-HANDLING	fmod	
import	DEFINITION-CONSTRAINTS
import	TERMSET
import	MODULE-HANDLING
op	_inCtrSet_	Constraint CtrSet	Bool			
op	get-notLeq	CtrSet	CtrSet			
op	get-except-notLeq	CtrSet	CtrSet			
op	grammar2Rules	GrammarRuleSet	RuleSet			
op	grammar2Module	GrammarRuleSet	Module			memo
op	nonEmpty	GrammarRuleSet	GrammarRuleSet			memo
op	filterEmpty	GrammarList	GrammarList			
op	only-inL	GrammarList	GrammarList			
op	only-SMT	IntruderKnowledge	IntruderKnowledge			
module	DEFINITION-PROTOCOL-RULES-HANDLING	fmod	
import	DEFINITION-PROTOCOL-RULES
import	PROTOCOL-EXAMPLE-SYMBOLS
import	META-LEVEL-MNPA
import	TERMSET
import	RESULT-CONTEXT-SET
sorts	SystemSet Id IdElem IdSet IdSystem ShortIdSystem VeryShortIdSystem IdSystemSet Attack
subsorts	System SystemSet
subsorts	ShortSystem SystemSet
subsorts	VeryShortSystem SystemSet
subsorts	Nat IdElem
subsorts	IdElem Id
subsorts	Id IdSet
subsorts	IdSystem IdSystemSet
subsorts	ShortIdSystem IdSystemSet
subsorts	VeryShortIdSystem IdSystemSet
subsorts	SystemSet Attack
op	downMsgSet	TermSet	MsgSet			
op	downMsgSet	TermList	MsgSet			
op	toMsgSet	SMsgList	MsgSet			
op	toMsg	SMsg	IMsg			
op	extract	Term Module	Term			
op	empty		SystemSet			
op	__	SystemSet SystemSet	SystemSet			ctor; assoc; comm; id: empty; format (d n d)
op	_[_]	IdElem Nat	IdElem			ctor; prec 31
op	_{_}	IdElem Nat	IdElem			ctor; prec 31
op	_{{_}}	IdElem Nat	IdElem			ctor; prec 31
op	_._	Id Id	Id			ctor; assoc; prec 32
op	_++	Id	Id			
op	_.._	Id Nat	Id			
op	_<<<_	Id Id	Bool			
op	_<<<*_	Id Id	Bool			
op	_<<<**_	Id Id	Bool			
op	empty		IdSet			ctor
op	_:_	IdSet IdSet	IdSet			ctor; comm; assoc; id: empty; prec 31; format (d d ni d)
op	<_>_	Id System	IdSystem			format (d ! o d d)
op	<_>_	Id ShortSystem	ShortIdSystem			format (d ! o d d)
op	<_>_	Id VeryShortSystem	VeryShortIdSystem			format (d ! o d d)
op	empty		IdSystemSet			
op	__	IdSystemSet IdSystemSet	IdSystemSet			ctor; assoc; comm; id: empty; format (d n d)
op	getId	IdSystemSet	IdSet			
op	setId	Id System	IdSystem			
op	setIdUnif	Id SystemSet	IdSystemSet			
op	setIdVariants	Id SystemSet	IdSystemSet			
op	setIdGhost	Id	Id			
op	setId+	Id SystemSet	IdSystemSet			
op	remId	IdSystemSet	SystemSet			
op	filterId	Id IdSystemSet	IdSystemSet			
op	toSMsgList	SMsgList-L$	SMsgList$			
op	toSMsgList	SMsgList-R$	SMsgList$			
op	noSynchro&noConstraint	SMsgList$	SMsgList$			
op	yesSynchro&noConstraint	SMsgList$	SMsgList$			
op	toSMsgList-L	SMsgList$	SMsgList-L$			
op	toSMsgList-R	SMsgList$	SMsgList-R$			
op	_++_	SMsgList-R SMsgList-R	SMsgList-R			gather (e E)
op	_++_	SMsgList-L SMsgList-L	SMsgList-L			gather (E e)
op	_in_	SMsg SMsgList	Bool			
op	_in_	IMsg MsgSet	Bool			
op	_in_	Term TermList	Bool			
op	_in_	Fresh FreshSet	Bool			
op	_minus_	FreshSet FreshSet	FreshSet			
op	testFreshInstantiated	TraceNarrow Nat	Bool			
op	testFreshInstantiated	Substitution	Bool			
op	testFreshInstantiated	Substitution Nat	Bool			
op	testFreshInstantiated	Nat FreshSet Substitution	Bool			
op	_in_	Variable FreshSet	Bool			
op	noFresh	TermList	TermList			
op	anyFreshVar	TermList	Bool			
op	fresh[_]	SubstitutionSet	SubstitutionSet			
op	fresh[_,_]	FreshSet SubstitutionSet	SubstitutionSet			
op	toStrandSet$	StrandSet	StrandSet$			
op	toSMsgList-R$	SMsgList-R	SMsgList-R$			
op	toSMsgList-L$	SMsgList-L	SMsgList-L$			
op	toSMsgList$	SMsgList-L	SMsgList$			
op	toSMsgList$	SMsgList-R	SMsgList$			
op	toSMsgList$	SMsgList	SMsgList$			
op	toSMsgList$+	SMsgList SMsgSet	SMsgList$			
op	toSMsgList$-	SMsgList SMsgSet	SMsgList$			
op	makeInI	TermList	IntruderKnowledge			
op	makeInI	GhostList	IntruderKnowledge			
op	ghostTerms	GhostList	TermList			
op	noInI	IntruderKnowledge	Bool			
op	only-Output	SMsgList	SMsgList			
op	only-Input	SMsgList	SMsgList			
op	only-Synchro	SMsgList	SMsgList			
op	getStrands	IdSystem	StrandSet			
op	getIntruderKnowledge	IdSystem	IntruderKnowledge			
op	downStrandSet	TermSet	StrandSet$			
op	FreshSet	TermList	FreshSet			
op	FreshSet	TermList FreshSet	FreshSet			
op	noDup	FreshSet	FreshSet			
op	downIntruderKnowledge	NeTermList	IntruderKnowledge			
op	upIntruderKnowledge	IntruderKnowledge	TermList			
op	downIntruderKnowledge	TermSet	IntruderKnowledge			
op	downGhostList	TermSet	GhostList			
op	downStateSet	TermSet	SystemSet			
op	downSystemSet	TermSet	SystemSet			
op	downIdSystemSet	TermSet	IdSystemSet			
op	downSystemSet	ResultContextSet	SystemSet			
op	downSystemSet	ResultTripleSet	SystemSet			
op	addStrands	StrandSet SystemSet	SystemSet			
op	addIKnowledge	IntruderKnowledge SystemSet	SystemSet			
op	makeStrandsInitial	SystemSet	SystemSet			memo
op	makeStrandsInitial*	StrandSet	StrandSet			
op	makeStrandsInitial**	Strand	Strand			
op	makeStrandsFinal	SystemSet	SystemSet			
op	makeStrandsFinal*	StrandSet	StrandSet			
op	makeStrandsFinal**	Strand	Strand			
op	onlyNoInitialStrands	StrandSet	StrandSet			
op	onlyNoInitialStrands*	Strand	StrandSet			
op	onlyInitialStrands	StrandSet	StrandSet			
op	onlyInitialStrands*	Strand	StrandSet			
op	_in_	Knowledge IntruderKnowledge	Bool			
op	_setminus_	IntruderKnowledge IntruderKnowledge	IntruderKnowledge			
op	only-!=	IntruderKnowledge	IntruderKnowledge			
op	remove-!=	IntruderKnowledge	IntruderKnowledge			
op	only-!inI	IntruderKnowledge	IntruderKnowledge			
op	only-inI	IntruderKnowledge	IntruderKnowledge			
op	only-irr	IntruderKnowledge	IntruderKnowledge			
op	only-CPSA	IntruderKnowledge	IntruderKnowledge			
op	getIrrTerms	IntruderKnowledge	TermList			
op	remove-irr	IntruderKnowledge	IntruderKnowledge			
op	remove-irr	System	System			
op	only-inst	IntruderKnowledge	IntruderKnowledge			
op	only-inst	System	IntruderKnowledge			
op	remove-inst	IntruderKnowledge	IntruderKnowledge			
op	remove-inst	System	System			
op	only-inVars	IntruderKnowledge TermList	IntruderKnowledge			
op	only-inVars*	IntruderKnowledge TermList	IntruderKnowledge			
op	length	SMsgList	Nat			
op	length	SMsgList-L	Nat			
op	length	SMsgList-R	Nat			
op	[_]	PosNat	Nat			
op	downAttack	Term	Attack			
op	_<<_<	IMsg UnificationPair	UnificationPair			
op	_<<_	IMsg Substitution	IMsg			
module	PROTOCOL-EXAMPLE-SYMBOLS-WITH-CONSTRAINT-SYMBOLS-HANDLING	fmod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	DEFINITION-CONSTRAINTS
import	TERMSET
op	downCtrSet	TermSet	CtrSet			
op	downGrammar	TermSet	GrammarRuleSet			
op	downGrammarRuleSet	TermSet	GrammarRuleSet			
module	DEFINITION-PA-SYMBOLS	fmod	
import	PROTOCOL-EXAMPLE-SYMBOLS
sorts	ProcessConf Process HeadProcess EmptyProcess EmptyProcessConf ProcessAttack ProcessExclusionPattern ProcessNeverPattern ProcessNeverPatternSet
subsorts	EmptyProcessConf ProcessConf
subsorts	EmptyProcess Process
subsorts	HeadProcess Process ProcessConf
subsorts	SMsgElem HeadProcess
subsorts	ProcessNeverPattern ProcessNeverPatternSet
op	_&_	ProcessConf ProcessConf	ProcessConf			assoc; comm; id: emptyProcessConf
op	emptyProcessConf		EmptyProcessConf			
op	_._	HeadProcess Process	Process			id: nilP; prec 1
op	nilP		EmptyProcess			
op	_?_	Process Process	HeadProcess			
op	if_then_else_	StrandConstraint Process Process	HeadProcess			
op	_||_||_	ProcessConf IntruderKnowledge ProcessExclusionPattern	ProcessAttack			format (d n d n d d)
op	errorProcessAttack		ProcessAttack			
op	_||_	ProcessConf IntruderKnowledge	ProcessNeverPattern			format (+++++i ni ni i-----)
op	nil		ProcessNeverPatternSet			
op	__	ProcessNeverPatternSet ProcessNeverPatternSet	ProcessNeverPatternSet			ctor; assoc; comm; id: nil; format (i ni i)
op	never	ProcessNeverPatternSet	ProcessExclusionPattern			format (nci nio)
op	nil		ProcessExclusionPattern			
module	PA2NPA	fmod	
import	DEFINITION-PA-SYMBOLS
import	SUBSTITUTION-HANDLING
import	DEFINITION-PROTOCOL-RULES-HANDLING
op	toCstrSS	ProcessConf	StrandSet			
op	toCstrSS#	Process SMsgList	StrandSet			
op	getFresh	SMsgList	FreshSet			
op	getFresh#	SMsgList FreshSet FreshSet	FreshSet			
op	downProcessAttack	Term	Attack			
op	toCstrSS@	ProcessExclusionPattern	Properties			
op	toCstrSS@@	ProcessNeverPatternSet	NeverPatternSet			
var	Ro	Role
var	S	SMsgList
var	X	IMsg
var	Y	IMsg
var	Z	IMsg
var	U	Process
var	V	Process
var	W	Process
var	Ls	ProcessConf
module	STRAND-EXAMPLE-RULES-WITH-ALL	mod	
import	STRAND-EXAMPLE-RULES
import	DEFINITION-PROTOCOL-RULES-HANDLING
module	DEFINITION-PROTOCOL-RULES-INPUT	fmod	
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	NAT
import	DEFINITION-PA-SYMBOLS
sorts	TypeOfVariants
op	STRANDS-DOLEVYAO		StrandSet			
op	STRANDS-PROTOCOL		StrandSet			
op	PROCESSES-PROTOCOL		ProcessConf			
op	ATTACK-STATE	Nat	Attack			
op	ATTACK-PROCESS	Nat	ProcessAttack			
op	variants		TypeOfVariants			ctor
op	constructor-variants		TypeOfVariants			ctor
op	TYPE-VARIANTS		TypeOfVariants			
module	DEFINITION-CONSTRAINTS-INPUT	fmod	
import	DEFINITION-PROTOCOL-RULES-INPUT
import	DEFINITION-CONSTRAINTS
op	INITIAL-GRAMMARS		Grammar&StrategyList			
op	EXTRA-GRAMMARS		Grammar&StrategyList			
op	GENERATED-GRAMMARS		GrammarList			
module	PROTOCOL-EXAMPLE-RULES-WITH-CONSTRAINT-SYMBOLS	mod	
import	PROTOCOL-EXAMPLE-RULES
import	DEFINITION-CONSTRAINTS
module	PROTOCOL-EXAMPLE-SYMBOLS-WITH-CONSTRAINT-SYMBOLS	mod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	DEFINITION-CONSTRAINTS
module	STRAND-EXAMPLE-RULES-WITH-DOLEVYAO-RULES-WITH-CONSTRAINT-SYMBOLS	mod	
import	STRAND-EXAMPLE-RULES
import	DEFINITION-CONSTRAINTS
module	STRAND-EXAMPLE-RULES-WITH-DOLEVYAO-RULES-WITH-CONSTRAINT-SYMBOLS-METATERM	mod	
import	STRAND-EXAMPLE-RULES
import	DEFINITION-CONSTRAINTS
import	META-TERM
module	MAUDE-NPA-VARIANTS	fmod	
import	META-E-UNIFICATION
import	DEFINITION-PROTOCOL-RULES-INPUT
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	VARIANT-HANDLING
op	type-variants?		TypeOfVariants			memo
op	getVariantsOrConstructorVariants	Module Term	VariantFourSet			
op	getVariantsOrConstructorVariants	Module Term Nat EFlags	VariantFourSet			
op	getVariantsOrConstructorVariants	Module Term Nat EFlags TermList	VariantFourSet			
module	PROTOCOL-EXAMPLE-GHOST	fmod	
import	PROTOCOL-EXAMPLE-SYMBOLS
import	META-LEVEL-MNPA
op	isGhostMsg	IMsg	Bool			memo
module	NORMALIZE-MNPA	fmod	
import	CHECKXOR
import	META-LEVEL-MNPA
op	normalize	Term	Term			
op	normalize	Substitution	Substitution			
module	GENERATE-RULES	fmod	
import	DEFINITION-PROTOCOL-RULES-INPUT
import	META-LEVEL-MNPA
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	MODULE-HANDLING
import	META-NARROWING-SEARCH
import	META-MSG-UNIFICATION-INTEGRATION
import	CHECKXOR
import	VARIANT-HANDLING
import	NORMALIZE-MNPA
import	PA2NPA
import	MAUDE-NPA-VARIANTS
sorts	OptionsFixIrr
op	old-strands?		StrandSet			memo
op	variants-strands?		StrandSet			memo
op	new-strands?		StrandSet			memo
op	new-attack`(_`)?	Nat	Attack			memo
op	typeErrorInStrandsProtocol		[FModule]			ctor; format (r o)
op	errorInGeneratingVariantsStrandsProtocol		[FModule]			ctor; format (r o)
op	PROTOCOL-SPECIFICATION-FIX-IRREDUCIBLE		[FModule]			memo
op	PROTOCOL-SPECIFICATION-FIX-IRREDUCIBLE2		[FModule]			memo
op	processToStrand	FModule	[FModule]			
op	processToStrand	EquationSet	[EquationSet]			
op	processToStrand*	EquationSet	[EquationSet]			
op	fixIrreducible	FModule	[FModule]			
op	error		[EquationSet]			
op	fixIrrEq	EquationSet	[EquationSet]			
op	fixIrrMsg	IMsg	VariantTripleSet			
op	fixIrrMsg	IMsg Nat	VariantTripleSet			memo
op	fixIrrAttack	Attack	Attack			
op	fixIrrStrandSet	StrandSet	StrandSet			
op	StrandSet2SystemSet	StrandSet	SystemSet			
op	SystemSet2StrandSet	SystemSet	StrandSet			
op	fixIrrSystemSet	SystemSet	SystemSet			
op	fixIrrIdSystemSet	IdSystemSet	IdSystemSet			
op	empty		OptionsFixIrr			
op	__	OptionsFixIrr OptionsFixIrr	OptionsFixIrr			assoc; comm; id: empty
op	inI		OptionsFixIrr			
op	strands		OptionsFixIrr			
op	!=		OptionsFixIrr			
op	fixIrrSystem	System	SystemSet			
op	fixIrrSystemInI	System	SystemSet			
op	fixIrrSystemInI!=	System	SystemSet			
op	fixIrrSystem*	OptionsFixIrr System TermList	SystemSet			memo
op	getMsg	OptionsFixIrr System MsgSet	MsgSet			
op	fixIrrSystemRT	OptionsFixIrr System IMsg TermList VariantTripleSet	SystemSet			
op	fixIrrSystemRTe	OptionsFixIrr System IMsg TermList Variant	SystemSet			
op	check-irr	System	Bool			
op	check-irr	IntruderKnowledge	Bool			
op	addIrr	MsgSet System	System			
op	addInst	TermList System	System			
op	_includeVars_	IMsg GhostList	Bool			
op	_includeVars_	TermList GhostList	Bool			
op	_inVars_	IMsg IntruderKnowledge	Bool			
op	_inVars_	Term IntruderKnowledge	Bool			
op	STRAND-EXAMPLE-RULES-WITH-ALL		SModule			memo
op	STRAND-EXAMPLE-RULES		SModule			memo
op	STRAND-EXAMPLE-RULES-INPUT		SModule			memo
op	COMPOSITION-RULES		SModule			memo
op	genRules	StrandSet	RuleSet			
op	genRules*	Strand	Rule			
op	genRules**	FreshSet SMsgList SMsgList	RuleSet			
op	genCompositionRules	StrandSet	RuleSet			
op	genCompositionRules*	StrandSet	RuleSet			
op	genCompositionRules**	Strand	RuleSet			
op	genCompositionRules***	RoleSet Strand	RuleSet			
op	PROTOCOL-EXAMPLE-RULES-WITH-CONSTRAINT-SYMBOLS		SModule			memo
op	genGrammarRules	StrandSet	RuleSet			
op	genGrammarRules*	Strand	Rule			
op	genGrammarRules**	SMsgList SMsgList	RuleSet			
op	PROTOCOL-EXAMPLE-GHOST		FModule			memo
op	genGhostEqs	StrandSet	EquationSet			
op	genGhostEqs*	Strand	Equation			
op	genGhostEqs**	SMsgList SMsgList	EquationSet			
op	genGhostEqs**Free	Term SMsgList	Equation			
op	genGhostEqs**Id	Term SMsgList Term	EquationSet			
op	genGhostEqs***	SMsgList	Term			
op	filterTimeMsg	MsgSet	MsgSet			
op	filterTimeMsg$	IMsg	IMsg			
op	filterTimeMsg	IdSystemSet	IdSystemSet			
op	filterTimeMsgIdSystem	IdSystem	IdSystem			memo
op	filterTimeMsgStrandSet	StrandSet	StrandSet			
op	filterTimeMsgSMsgList-R	SMsgList-R	SMsgList-R			
op	filterTimeMsgSMsgList-L	SMsgList-L	SMsgList-L			
op	filterTimeMsgSMsgList	SMsgList	SMsgList			
op	filterTimeMsgSMsgElem	SMsgElem	SMsgElem			
op	filterTimeMsgIntruderKnowledge	IntruderKnowledge	IntruderKnowledge			
op	filterTimeMsgIntruderKnowledge@	IntruderKnowledge	IntruderKnowledge			
op	filterTimeMsgIntruderKnowledgeElem	IntruderKnowledgeElem	IntruderKnowledgeElem			
op	filterTimeMsgGhostList	GhostList	GhostList			
op	filterTimeMsgGhost	Ghost	Ghost			
op	filterTimeMsgShortGhost	ShortGhost	ShortGhost			
op	filterTimeMsgProperties	Properties	Properties			
op	filterTimeMsgNeverPatternSet	NeverPatternSet	NeverPatternSet			
var	OFI	OptionsFixIrr
var	VTS	VariantTripleSet
module	RESULT-GRAMMAR-NARROWING	fmod	
import	DEFINITION-CONSTRAINTS
import	META-LEVEL-MNPA
sorts	ResultGrammarNarrowingSet
subsorts	ResultGrammarNarrowing ResultGrammarNarrowingSet
op	{_,_,_,_,_}	GrammarRule Substitution GrammarRule Substitution GrammarRule	ResultGrammarNarrowing			ctor
op	empty		ResultGrammarNarrowingSet			ctor
op	_;_	ResultGrammarNarrowingSet ResultGrammarNarrowingSet	ResultGrammarNarrowingSet			ctor; assoc; comm; id: empty
module	CONSTRAINTS-RULES	fmod	
import	DEFINITION-CONSTRAINTS
import	RESULT-GRAMMAR-NARROWING
sorts	errorGrammar Constraints&Rules errorConstraints&Rules
subsorts	errorGrammar Grammar
subsorts	errorConstraints&Rules Constraints&Rules
op	errorNoHeuristicApplied_usingGrammar_	ResultGrammarNarrowing GrammarRuleSet	errorGrammar			format (r! o r! o d)
op	errorIntegratingExceptions_intoGrammarRule_	CtrSet GrammarRuleSet	errorGrammar			format (r! o r! o d)
op	errorInconsistentExceptionsInGrammarRule_inGrammar_	GrammarRule GrammarRuleSet	errorGrammar			format (r! o r! o d)
op	_;_	errorGrammar GrammarRuleSet	errorGrammar			ditto
op	_;_	GrammarRuleSet errorGrammar	errorGrammar			ditto
op	filterError	Grammar	Grammar			
op	{_,_}	CtrSet GrammarRuleSet	Constraints&Rules			
op	errorCRNoHeuristicApplied_usingGrammar_	ResultGrammarNarrowing GrammarRuleSet	errorConstraints&Rules			
op	getCtrSet	Constraints&Rules	CtrSet			
op	getGrammarRuleSet	Constraints&Rules	GrammarRuleSet			
op	_+_	Constraints&Rules Constraints&Rules	Constraints&Rules			assoc; comm
op	[_]	Constraints&Rules	Grammar			
var	XCR	Constraints&Rules
var	XRE	ResultGrammarNarrowing
var	GS	GrammarRuleSet
var	C	CtrSet
var	C'	CtrSet
var	H	GrammarRuleSet
var	H'	GrammarRuleSet
module	MEMBERSHIP-GRAMMAR-LANGUAGE	fmod	
import	PROTOCOL-EXAMPLE-SYMBOLS-WITH-CONSTRAINT-SYMBOLS-HANDLING
import	DEFINITION-CONSTRAINTS-HANDLING
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	ORDERS-TERM-SUBSTITUTION
import	TERMSET
import	META-UNIFICATION
import	META-NARROWING-SEARCH
import	CONSTRAINTS-RULES
op	{_,_} |- _	GrammarList CtrSet CtrSet	Bool			
op	{_,_} |-* _	Grammar CtrSet CtrSet	Bool			
op	{_,_,_} |-- _	Grammar CtrSet TermList CtrSet	Bool			memo
op	simplify_<=[_]_	CtrSet TermList CtrSet	CtrSet			
op	simplifyOneStepG	Grammar CtrSet CtrSet TermList	Bool			memo
op	composeOneStepG	Grammar CtrSet CtrSet TermList TermSet	Bool			memo
op	_<=[_]_	CtrSet TermList CtrSet	Bool			
op	_<=1[_]_	CtrSet TermList CtrSet	Bool			
op	_<=2[_]_	CtrSet TermList CtrSet	Bool			
op	_<=2*[_]_	CtrSet TermList CtrSet	Bool			
op	_<=3[_]_	CtrSet TermList CtrSet	Bool			
op	_<=4[_]_	CtrSet TermList CtrSet	Bool			
op	checkNotLeq	IMsg IMsg	Bool			memo
op	checkId	Term Term	Bool			memo
op	_<=Any[_]_	Constraint TermList CtrSet	Bool			
var	G	Grammar
var	GS	GrammarList
var	GS'	GrammarList
var	Dt	CtrSet
var	Dt'	CtrSet
var	Ct	CtrSet
var	Ct'	CtrSet
var	TL	TermList
module	GRAMMAR-RULE-EXPANDABLE-TEST	fmod	
import	META-LEVEL-MNPA
import	MODULE-HANDLING
import	DEFINITION-CONSTRAINTS-HANDLING
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	META-UNIFICATION
import	MEMBERSHIP-GRAMMAR-LANGUAGE
import	GENERATE-RULES
import	ORDERS-TERM-SUBSTITUTION
op	IsGrammarRule_ExpandableWith_	ResultGrammarNarrowing GrammarList	Bool			
op	noNewPhantomVariablebyEquationalTHeory	CtrSet LConstraint	Bool			
op	noIntruderConstraintwithTermInRhs	CtrSet LConstraint	Bool			
op	doNotAvoidInfiniteBehavior	CtrSet LConstraint CtrSet LConstraint Substitution	Bool			
op	noFreshinSubstitution	Substitution	Bool			
op	noFreshinTerm	Term	Bool			
op	noFreshinTermList	TermList	Bool			
op	noInfiniteACInstantiation	CtrSet CtrSet LConstraint Substitution	Bool			
op	allDistinctConstraintsPossible	CtrSet LConstraint	Bool			
op	allDistinctConstraintsPossible*	CtrSet	Bool			
op	noTermInRhsIsInGS	CtrSet LConstraint GrammarList	Bool			
op	everyLTermInLhsIsVariable	CtrSet Grammar	Bool			
op	noPublicDataInCtrSet	CtrSet	Bool			
op	rhsIsNormalized	LConstraint Substitution	Bool			
op	rhsIsNormalized*	LConstraint	Bool			
op	anyIdSymbolT&S	Module Term Substitution	Bool			
op	anyIdSymbolT&S*	Module TermList Substitution	Bool			
op	inst	Constant Substitution	Bool			
op	_<<_	LConstraint Substitution	LConstraint			
var	GSS	GrammarList
var	Gk	Grammar
var	Rls	Rule
var	Lhs	Term
var	Rhs	Term
var	AtS	AttrSet
var	G	GrammarRule
var	G'	GrammarRule
var	G''	GrammarRule
var	S	Substitution
var	S'	Substitution
var	M	Module
module	GRAMMAR-NARROWING	fmod	
import	GRAMMAR-RULE-EXPANDABLE-TEST
import	RESULT-GRAMMAR-NARROWING
op	oneStepGNarrow	Module GrammarRule GrammarList Grammar	ResultGrammarNarrowingSet			memo
op	generateVariants	GrammarRule ResultTripleSet	ResultTripleSet			
op	generateVariantsE	GrammarRule TermList ResultTriple	ResultTripleSet			
op	generateVariantsE*	GrammarRule TermList TermList ResultTriple	ResultTripleSet			
op	generateVariantsE**	Substitution TermList TermList Term VariantFourSet	ResultTripleSet			
op	oneStepGNarrowResultOfProtocol	ResultTripleSet GrammarRule GrammarList Grammar	ResultGrammarNarrowingSet			
op	oneStepGNarrowResultOfProtocol*	ResultTripleSet GrammarRule GrammarList Grammar ResultGrammarNarrowingSet	ResultGrammarNarrowingSet			
op	oneStepGNarrowResultOfProtocol#	ResultTriple GrammarRule GrammarList Grammar	ResultGrammarNarrowingSet			
op	oneStepGNarrowResultOfGrammar	Term ResultTripleSet GrammarRule Substitution GrammarList	ResultGrammarNarrowingSet			
op	oneStepGNarrowResultOfGrammar*	Term ResultTripleSet GrammarRule Substitution GrammarList ResultGrammarNarrowingSet	ResultGrammarNarrowingSet			
op	oneStepGNarrowResultOfGrammar#	Term ResultTriple GrammarRule Substitution GrammarList	ResultGrammarNarrowingSet			
op	filterByEquationalReducibility	GrammarRule ResultTripleSet	ResultTripleSet			
op	filterByEquationalReducibility*	GrammarRule ResultTripleSet ResultTripleSet	ResultTripleSet			
op	filterByEquationalReducibilityE	GrammarRule ResultTriple	ResultTripleSet			memo
var	G	GrammarRule
var	G1	GrammarRule
var	G2	GrammarRule
var	GSS	GrammarList
var	Gk	Grammar
var	T	Term
var	T'	Term
var	T''	Term
var	TL	TermList
var	TL'	TermList
var	TL1	TermList
var	TL2	TermList
var	TP	Type
var	S	Substitution
var	S'	Substitution
var	S1	Substitution
var	S2	Substitution
var	RS	ResultTripleSet
var	RS'	ResultTripleSet
var	VTS	VariantFourSet
var	M	Module
var	RGNS	ResultGrammarNarrowingSet
module	GRAMMAR-HEURISTICS	fmod	
import	MEMBERSHIP-GRAMMAR-LANGUAGE
import	RESULT-GRAMMAR-NARROWING
import	CONSTRAINTS-RULES
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	GLOBAL-STRATEGY
import	CHECKXOR
op	heuristics	GlobalStrategy Grammar ResultGrammarNarrowingSet	Constraints&Rules			memo
op	heuristics*	GlobalStrategy Grammar ResultGrammarNarrowingSet Constraints&Rules	Constraints&Rules			
op	heuristicsOne	GlobalStrategy Grammar ResultGrammarNarrowing	Constraints&Rules			
op	heuristicsOtherwise	GlobalStrategy Grammar ResultGrammarNarrowing	Constraints&Rules			
op	heuristic1	Grammar GrammarRule Substitution GrammarRule	Constraints&Rules			memo
op	filterMostGeneral	Constraints&Rules	Constraints&Rules			
op	`(_`,_`) <<= `(_`,_`)	Term Term Term Term	Bool			
op	`(_`,_`) <<=* `(_`,_`)	Term TermList Term TermList	Bool			
op	heuristic1Test	Grammar IMsg CtrSet Term Context	Constraints&Rules			
op	heuristic1Split	Grammar IMsg CtrSet Qid TermList TermList Context	Constraints&Rules			
op	heuristic2A	GrammarRule Substitution GrammarRule	Constraints&Rules			memo
op	heuristic2B	GrammarRule Substitution GrammarRule	Constraints&Rules			memo
op	heuristic3	GrammarRule	Constraints&Rules			memo
op	heuristic3Test	CtrSet Term Context	Constraints&Rules			
op	heuristic3Split	IMsg Term Context	Constraints&Rules			
op	heuristic3Split	IMsg Qid TermList TermList Context	Constraints&Rules			
var	AtS	AttrSet
var	SS	GlobalStrategy
var	Gk	Grammar
var	G	GrammarRule
var	G'	GrammarRule
var	G''	GrammarRule
var	G'''	GrammarRule
var	S	Substitution
var	S'	Substitution
var	S''	Substitution
var	CS	CtrSet
var	CS'	CtrSet
var	CS1	CtrSet
var	CS2	CtrSet
var	M	IMsg
var	M'	IMsg
var	M1	IMsg
var	M2	IMsg
var	M3	IMsg
var	M4	IMsg
var	MS	MsgSet
var	MS'	MsgSet
var	T	Term
var	T'	Term
var	T''	Term
var	TP	Type
var	TP'	Type
var	TPL	TypeList
var	V	Variable
var	C	Constant
var	F	Qid
var	Ct	Context
var	NeTL	NeTermList
var	NeTL'	NeTermList
var	TL	TermList
var	TL'	TermList
var	RN	ResultGrammarNarrowing
var	RNS	ResultGrammarNarrowingSet
var	RT	ResultTripleSet
var	CR	Constraints&Rules
module	GENERATION-CONSTRAINTS-RULES	fmod	
import	CONSTRAINTS-RULES
import	GRAMMAR-HEURISTICS
import	GRAMMAR-NARROWING
op	generationNewConstraintsRules	Module GlobalStrategy GrammarList Grammar Grammar	Constraints&Rules			
op	generationNewConstraintsRules*	Module GlobalStrategy GrammarList Grammar CtrSet Grammar Grammar	Constraints&Rules			
op	generationNewConstraintsRulesE	Module GlobalStrategy GrammarList Grammar GrammarRule	Constraints&Rules			
var	G	GrammarRule
var	GS	GrammarRuleSet
var	GSS	GrammarList
var	Gk	Grammar
var	C	CtrSet
var	H	GrammarRuleSet
var	SS	GlobalStrategy
var	M	Module
module	GENERATION-NEW-GRAMMAR	fmod	
import	CONSTRAINTS-RULES
import	GLOBAL-STRATEGY
import	META-LEVEL-MNPA
import	ORDERS-TERM-SUBSTITUTION
import	META-MSG-UNIFICATION
import	SUBSTITUTION-HANDLING
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	META-NORMALIZE
import	DEFINITION-CONSTRAINTS-HANDLING
import	PROTOCOL-EXAMPLE-SYMBOLS-WITH-CONSTRAINT-SYMBOLS-HANDLING
import	RESULT-CONTEXT-SET
import	TERMSET
op	generationNewGrammar	GlobalStrategy Grammar [Constraints&Rules]	Grammar			
op	generationNewGrammar*	GlobalStrategy Grammar Constraints&Rules	Grammar			
op	generationNewGrammar**	GlobalStrategy Grammar CtrSet GrammarRuleSet	Grammar			
op	generationNewGrammar***	GlobalStrategy Grammar CtrSet GrammarRuleSet	Grammar			
op	alpha	GrammarRuleSet CtrSet	GrammarRuleSet			
op	alpha*	GrammarRuleSet CtrSet	GrammarRuleSet			memo
op	beta	GrammarRuleSet CtrSet	GrammarRuleSet			
op	beta*	GrammarRuleSet CtrSet	GrammarRuleSet			memo
op	adapt	CtrSet IMsg TermList	CtrSet			
op	adapt*	CtrSet IMsg TermList CtrSet	CtrSet			memo
op	hat	GrammarRuleSet	GrammarRuleSet			
op	hat*	GrammarRuleSet	GrammarRuleSet			
op	Vars	IMsg	TermList			
op	unwrapExceptions	Grammar CtrSet	CtrSet			
op	unwrapExceptions*	Grammar CtrSet	CtrSet			
op	unwrapExceptions$	TermSet	CtrSet			
var	G	Grammar
var	G'	Grammar
var	C	CtrSet
var	C'	CtrSet
var	CS	CtrSet
var	H	GrammarRuleSet
var	GS	GrammarRuleSet
var	M	IMsg
var	M'	IMsg
var	MV	IMsg
var	MS	MsgSet
var	TL	TermList
var	V	Variable
module	OPTIMIZE-NEW-GRAMMAR	fmod	
import	CONSTRAINTS-RULES
import	GLOBAL-STRATEGY
import	META-LEVEL-MNPA
import	MEMBERSHIP-GRAMMAR-LANGUAGE
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	RENAMING
op	optimizeGrammar	Grammar	Grammar			
op	simplifyVars	Grammar	Grammar			
op	simplifyVars*	Grammar	Grammar			
op	simplifyVarsGRule	GrammarRule	GrammarRule			
op	renameVarsExceptions	CtrSet Nat	CtrSet			
op	removeRules	Grammar	Grammar			
op	removeRules1	Grammar	Grammar			
op	removeRules1x	Grammar Grammar	Grammar			
op	removeRules1xx	CtrSet GrammarRule Grammar Grammar	Grammar			
op	removeRules2	Grammar	Grammar			
op	removeRules2x	Grammar Grammar	Grammar			
op	removeRules3	Grammar	Grammar			
op	nonRecursive	Grammar	Bool			
op	removeConstraints	Grammar	Grammar			
op	maximal<=	CtrSet	CtrSet			
op	maximal<=Ite	CtrSet CtrSet	CtrSet			
op	maximal<=IteOne	Constraint CtrSet	CtrSet			
op	maximal<=IteOne*	Constraint CtrSet	CtrSet			
var	CS	CtrSet
var	CS'	CtrSet
var	M	IMsg
var	M'	IMsg
var	M''	IMsg
var	GS	GrammarRuleSet
var	N	Nat
module	GRAMMAR-GENERATION	fmod	
import	OPTIMIZE-NEW-GRAMMAR
import	GENERATION-NEW-GRAMMAR
import	GENERATION-CONSTRAINTS-RULES
import	GLOBAL-STRATEGY
import	ORDERS-TERM-SUBSTITUTION
op	grammarsGeneration	GlobalStrategy Bound GrammarList	GrammarList			
op	grammarsGeneration*	Module GlobalStrategy Bound Bound GrammarList GrammarList	GrammarList			
op	grammarsGenerationIte	Module GlobalStrategy GrammarList Grammar	GrammarList			memo
op	_==/[_]==_	Grammar Module Grammar	Bool			
op	_==[_]==_	Grammar Module Grammar	Bool			
op	_==[[_]]==_	Grammar Module Grammar	Bool			
op	_===[_]===_	GrammarRule Module GrammarRule	Bool			memo
module	NEW-NEVER-PATTERNS-HANDLING	fmod	
import	MEMBERSHIP-GRAMMAR-LANGUAGE
import	META-E-NARROWING
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	META-LEVEL-MNPA
import	GENERATE-RULES
import	PROTOCOL-EXAMPLE-GHOST
op	testNewNeverFound	IdSystem	Bool			memo
op	testNewNeverFound*	IdSystem	Bool			
op	testNewNeverFound**	IdSystem	Bool			
var	IS	IdSystem
var	IS'	IdSystem
var	IK	IntruderKnowledge
var	IK'	IntruderKnowledge
var	ML	SMsgList
var	ML'	SMsgList
var	GL	GhostList
var	GL'	GhostList
var	S	System
var	ST	SystemSet
module	BACK-NARROWING	fmod	
import	MEMBERSHIP-GRAMMAR-LANGUAGE
import	META-E-NARROWING
import	DEFINITION-PROTOCOL-RULES-HANDLING
import	META-LEVEL-MNPA
import	GENERATE-RULES
import	PROTOCOL-EXAMPLE-GHOST
import	NEW-NEVER-PATTERNS-HANDLING
import	NORMALIZE-MNPA
import	LEXICAL
sorts	Filters Filter FourDiffConstraint
subsorts	Filter Filters
op	unificationQid		Qid			
op	nextBackNarrow	Module GrammarList Filters Bound IdSystemSet IdSystemSet	IdSystemSet			memo
op	filter-eachSystem#Top	Filters Module GrammarList IdSystemSet	IdSystemSet			
op	simplify-eachSystem#Top	Filter Module IdSystemSet	IdSystemSet			
op	simplifyGhost#Top	Filters IdSystemSet	IdSystemSet			
op	createGhost#Top	Module Filters IdSystemSet	IdSystemSet			
op	reactivateGhost#Top	Filters IdSystemSet	IdSystemSet			
op	nextBackNarrow*	Module GrammarList Filters Bound IdSystemSet IdSystemSet	IdSystemSet			
op	nextBackNarrow**	Module GrammarList Filters Bound IdSystemSet IdSystemSet	IdSystemSet			
op	nextBackNarrow*OneSt	Module GrammarList Filters IdSystem	IdSystemSet			memo
op	simplifyGhost#OneSt	Filters IdSystemSet	IdSystemSet			
op	createGhost#OneSt	Module Filters IdSystemSet	IdSystemSet			
op	reactivateGhost#OneSt	Filters IdSystemSet	IdSystemSet			
op	filter-eachSystem#OneSt	Filters Module GrammarList IdSystemSet	IdSystemSet			
op	filter-eachSystem#OneSt-noirr	Filters Module GrammarList IdSystemSet	IdSystemSet			
op	simplify-eachSystem#OneSt	Filters Module IdSystemSet	IdSystemSet			
op	simplify-eachSystem#OneSt-noirr	Filters Module IdSystemSet	IdSystemSet			
op	nextBackNarrow*Fix	Module GrammarList Filters IdSystemSet	IdSystemSet			
op	nextBackNarrow*Fix#	Module GrammarList Filters IdSystemSet IdSystemSet	IdSystemSet			
op	nextBackNarrow*FixE	Module GrammarList Filters IdSystem	IdSystemSet			
op	fixIrrSystemNext	Filters System	SystemSet			
op	addIrr	Module IdSystemSet	IdSystemSet			
op	addIrr$	IdSystemSet IdSystemSet	IdSystemSet			
op	addIrrE	IdSystem	IdSystem			
op	addIrr#	SMsgList	SMsgList			
op	addIrr##	SMsgList	SMsgList			
op	addIrr**	MsgSet System	System			
op	addIrr***	IMsg System	System			
op	addIrr****	IMsg System	System			
op	nextBackNarrow*SimpleSet	Module GrammarList Filters IdSystemSet	IdSystemSet			
op	nextBackNarrow*Simple	Module GrammarList Filters IdSystem	IdSystemSet			
op	synchronize?	Module IdSystem	Bool			
op	nextBackNarrow*Synchronize	Module GrammarList Filters IdSystem	IdSystemSet			
op	nextBackNarrow*Simple*	Module GrammarList Filters IdSystem	IdSystemSet			
op	move*Input	Filters IdSystemSet	IdSystemSet			
op	move*Input$	IdSystemSet IdSystemSet	IdSystemSet			
op	move*InputAll	IdSystem	IdSystem			memo
op	addBoolean	Boolean IntruderKnowledge	IntruderKnowledge			
op	oneStepReachability	Module SystemSet	ResultContextSet			
op	oneStepReachability*	Module ResultContextSet SystemSet	ResultContextSet			
op	oneStepReachability**	Module System	ResultContextSet			
op	oneStepReachability***	Module IntruderKnowledge Term Nat	ResultContextSet			
op	oneStepReachability***N	Module IntruderKnowledge Term Nat	ResultContextSet			
op	oneStepReachability***B	Module IntruderKnowledge Term Nat	ResultContextSet			
op	reconstruct	Module StrandSet IntruderKnowledge SMsgList GhostList Properties ResultContextSet ResultContextSet	ResultContextSet			
op	reconstruct*	Module StrandSet IntruderKnowledge SMsgList GhostList Properties Substitution Term	Term			
op	composeFinalState	ResultContextSet	SystemSet			
op	composeFinalState*	SystemSet ResultContextSet	SystemSet			
op	createGhost	Module Filters IdSystemSet	IdSystemSet			
op	createGhost	Module IdSystemSet	IdSystemSet			
op	createGhost*	Module IdSystemSet IdSystemSet	IdSystemSet			
op	createGhostS	Module IdSystem	IdSystem			memo
op	createGhostSI	Module IdSystem IntruderKnowledge	IdSystem			
op	removeIrr	IMsg IntruderKnowledge	IntruderKnowledge			
op	_!in_	IMsg GhostList	Bool			
op	reactivateGhost	Filters IdSystemSet	IdSystemSet			
op	reactivateGhost$	IdSystemSet	IdSystemSet			
op	reactivateGhost$E	IdSystem	IdSystemSet			
op	reactivateGhost$ML	IdSystemSet	IdSystemSet			
op	reactivateGhost$G	StrandSet IdSystem GhostList	IdSystemSet			
op	reactivateFrozenGhost	IMsg StrandSet IdSystem	IdSystem			
op	testisGhostMsg	IMsg	Bool			memo
op	makeGhostInI	System	System			
op	fixStrandSet_with_using_	StrandSet FreshSet StrandSet	StrandSet			
op	*fixStrandSet_with_using_	StrandSet FreshSet StrandSet	StrandSet			
op	Vars	StrandSet	TermList			
op	tryUnificationofKnowledge	Module IdSystemSet	IdSystemSet			
op	tryUnificationofKnowledge*	Module IdSystemSet IdSystemSet	IdSystemSet			
op	tryUnificationofKnowledgeI	Module IdSystem	IdSystemSet			
op	tryUnificationofKnowledgeA	Module SystemSet	SystemSet			
op	tryUnificationofKnowledgeA*	Module SystemSet SystemSet	SystemSet			
op	tryUnificationofKnowledgeE	Module System	SystemSet			
op	tryUnificationofKnowledgeE**	Module SystemSet IntruderKnowledge	SystemSet			
op	tryUnificationofKnowledgeE***	Module SystemSet SystemSet IMsg IMsg IntruderKnowledge IntruderKnowledge	SystemSet			
op	tryUnificationofKnowledgeE***Unify	Module IMsg IMsg TermList	SubstitutionSet			memo
op	replicate	Module System IMsg IMsg SubstitutionSet SystemSet	SystemSet			
op	-grammars		Filter			
op	-inconsistency		Filter			
op	-alreadySent		Filter			
op	-secretData		Filter			
op	-equationalRed		Filter			
op	-freshInstantiated		Filter			
op	-implication		Filter			
op	-partialOrder		Filter			
op	-ghost		Filter			
op	-before		Filter			
op	-inputAndNotLearned		Filter			
op	-never		Filter			
op	-variantsBefore		Filter			
op	-variantsAfter		Filter			
op	+variantsAfter		Filter			
op	-simplifyDiff		Filter			
op	-inconsistencyDiff		Filter			
op	-variantDiff		Filter			
op	-removeDiff		Filter			
op	-addDiffConstraints		Filter			
op	+debug		Filter			
op	+parallel		Filter			
op	minOpt		Filter			
op	time		Filter			
op	noopt		Filter			
op	all		Filters			
op	filterId	Id	Filters			
op	filterSMsgList	SMsgList	Filters			
op	no+debug	Filters	Filters			
op	__	Filters Filters	Filters			assoc; comm; id: all
op	_!in_	Filters Filters	Bool			
op	_in_	Filters Filters	Bool			
op	filter-ResultContextSet	Filters Module IdSystem ResultContextSet	ResultContextSet			
op	filter-RC-Fresh	Filters Module IdSystem ResultContextSet	ResultContextSet			
op	filter-RC-Fresh*	Filters Module IdSystem ResultContextSet ResultContextSet	ResultContextSet			
op	filter-eachSystem	Filters Module GrammarList IdSystemSet	IdSystemSet			
op	filter-eachSystem-irr	Filters Module GrammarList IdSystemSet	IdSystemSet			
op	filter-eachSystem-noirr	Filters Module GrammarList IdSystemSet	IdSystemSet			
op	filter-eachSystem*-irr	Filters Module GrammarList IdSystemSet IdSystemSet	IdSystemSet			
op	filter-eachSystem*-noirr	Filters Module GrammarList IdSystemSet IdSystemSet	IdSystemSet			
op	filter-eachSystemE-irr	Filters Module GrammarList IdSystem	IdSystemSet			
op	filter-eachSystemE-noirr	Filters Module GrammarList IdSystem	IdSystemSet			
op	filter-eachSystemE*-noirr	Filters Module GrammarList IdSystem	Bool			
op	filter-eachSystemE*-irr	Filters Module GrammarList IdSystem	Bool			
op	simplify-theSystemSet	Filters IdSystemSet IdSystemSet	IdSystemSet			
op	simplify-eachSystem	Filters Module IdSystemSet	IdSystemSet			
op	simplify-eachSystem-noirr	Filters Module IdSystemSet	IdSystemSet			
op	simplify-eachSystem-noirr*	Filters Module IdSystemSet IdSystemSet	IdSystemSet			
op	simplify-eachSystemE-noirr	Filters Module IdSystem	IdSystem			
op	simplify-eachSystem-irr	Filters Module IdSystemSet	IdSystemSet			
op	simplify-eachSystem-irr*	Filters Module IdSystemSet IdSystemSet	IdSystemSet			
op	simplify-eachSystemE-irr	Filters Module IdSystem	IdSystem			
op	simplifyGhost	Filters IdSystemSet	IdSystemSet			
op	simplifyGhost	IdSystemSet	IdSystemSet			
op	simplifyGhost*	IdSystemSet IdSystemSet	IdSystemSet			
op	simplifyGhostE	IdSystem	IdSystem			memo
op	simplifyGhostE*	IdSystem GhostList	IdSystem			
op	simplifyGhostE**	IdSystem GhostList	IdSystem			
op	simplifyGhostM	IMsg GhostList	GhostList			
op	simplifyGhostE*Fix	IdSystem IdSystem	IdSystem			
op	simplifyGhostE*Fix*	IdSystem IdSystem	IdSystem			
op	isAnyVarInstantiable	TermList IntruderKnowledge	Bool			
op	isAnyVarInstantiable*	Term IntruderKnowledge	Bool			
op	isAnyVarInstantiable	TermList StrandSet	Bool			
op	isAnyVarInstantiable*	Term StrandSet	Bool			
op	isAnyVarInstantiable*S	Term Strand	Bool			
op	isAnyVarInstantiable*ML	Term SMsgList	Bool			
op	isAnyVarInstantiable*ML*Fresh	Term IMsg	Bool			
op	simplifyEquationalReducibility	Module IdSystem	IdSystem			
op	simplifyNotInIConstraints	IdSystem	IdSystem			
op	simplifyInIConstraints	IdSystem	IdSystem			
op	simplifyInstConstraints	IdSystem	IdSystem			
op	simplifyInstConstraints*	IntruderKnowledge	IntruderKnowledge			
op	simplifyInstConstraints**	Term	IntruderKnowledge-inst			
op	simplifyInstConstraints***	TermList	IntruderKnowledge-inst			
op	simplifyInstConstraintsDup	IdSystem	IdSystem			
op	simplifyInstConstraintsNonUsed	IdSystem	IdSystem			
op	simplifyIrrConstraints	IdSystem	IdSystem			
op	simplifyDiffConstraints	Filters IdSystem	IdSystem			
op	simplifyDiffConstraintsE	Filters IdSystem	IdSystem			
op	removeDuplicatedDiffConstraints	IntruderKnowledge	IntruderKnowledge			
op	getBoundFresh	StrandSet	FreshSet			
op	getBoundFresh*	FreshSet StrandSet	FreshSet			
op	{{{_`,_`,_`,_}}}	TermList TermList TypeList Bool	FourDiffConstraint			
op	1st	FourDiffConstraint	TermList			
op	2nd	FourDiffConstraint	TermList			
op	3rd	FourDiffConstraint	TypeList			
op	4th	FourDiffConstraint	Bool			
op	gen	IntruderKnowledge-!= IntruderKnowledge-irr	FourDiffConstraint			
op	satDiffConstraints?	FreshSet IntruderKnowledge-irr IntruderKnowledge-!=	SubstitutionSet			memo
op	satDiffConstraints?*	FreshSet IntruderKnowledge-irr IntruderKnowledge-!=	SubstitutionSet			
op	simplifyDiffConstraints*	Filters FreshSet IntruderKnowledge-irr IntruderKnowledge-!=	IntruderKnowledge-!=			
op	removeDiffConstraints	FreshSet Module IntruderKnowledge-irr FourDiffConstraint	IntruderKnowledge-!=			
op	addDiffConstraints	IntruderKnowledge-!= SubstitutionSet	IntruderKnowledge-!=			
op	simplifyByImplication	Filters IdSystemSet IdSystemSet	IdSystemSet			
op	simplifyByImplication*	IdSystemSet IdSystemSet	IdSystemSet			
op	simplifyByImplicationL	IdSystemSet	IdSystemSet			
op	simplifyByImplicationL*	IdSystemSet IdSystem IdSystemSet IdSystemSet	IdSystemSet			
op	simplifyByImplicationH	IdSystemSet IdSystemSet	IdSystemSet			
op	simplifyByImplicationH*	IdSystemSet IdSystemSet IdSystemSet	IdSystemSet			
op	any_implies_	IdSystemSet IdSystem	Bool			
op	_implies_	IdSystem IdSystem	Bool			
op	_implies*_	IdSystem IdSystem	Bool			
op	bogusOneInIAllGhostTermsNotResuscitated	IdSystem	Bool			
op	noResuscitatedSubterm	IMsg SMsgList	Bool			
op	_implies**_	IdSystem IdSystem	Bool			
op	_implies**_with_	IdSystem IdSystem SubstitutionSet	Bool			
op	_implies***_with_	IdSystem IdSystem Substitution	Bool			
op	parentStateWithUnificationOfKnowledge	Id Id	Bool			
op	resuscitatedInI	GhostList Substitution SMsgList	Bool			
op	included	IntruderKnowledge Substitution IntruderKnowledge	Bool			
op	rangeOnlyVars	Substitution	TermList			
op	_matchingIn_rangeVars_	Knowledge IntruderKnowledge TermList	Bool			
op	__&_noParentGhost__	Id GhostList SMsgList Id SMsgList	Bool			
op	__&_noParentGhost#__	Id GhostList SMsgList Id SMsgList	Bool			
op	__&_noParentGhost##__	Id GhostList SMsgList Id SMsgList	Bool			
op	eachSMsgIn_hasSubterm_	SMsgList IMsg	Bool			
op	resuscitated?	SMsgList	Bool			
op	_subsequenceOf_	SMsgList SMsgList	Bool			
op	noBar	StrandSet$	StrandSet$			
op	noInitial	StrandSet	StrandSet			
op	noFresh	StrandSet	StrandSet			
op	_implies$_	StrandSet$ StrandSet$	Bool			
op	_<<_	IntruderKnowledge Substitution	IntruderKnowledge			
op	_<<_	GhostList Substitution	GhostList			
op	_<<_	SMsgList Substitution	SMsgList			
op	_<<_	StrandSet$ Substitution	StrandSet$			
op	_<<_	System Substitution	System			
op	_<<_	IMsg Substitution	IMsg			
op	_<<`(_`)<	System System	System			
op	_<<`(_`)<	IntruderKnowledge IntruderKnowledge	IntruderKnowledge			
op	simplifyByPartialOrder	Filters IdSystemSet	IdSystemSet			
op	simplifyByPartialOrder*	IdSystemSet	IdSystemSet			
op	simplifyByPartialOrder**	IdSystemSet IdSystem IdSystemSet IdSystemSet	IdSystemSet			
op	_independent_	System System	Bool			
op	_*independent*_	System System	Bool			
op	testInconsistency	Filters System	Bool			
op	testIsPrivate	IntruderKnowledge	Bool			
op	testInIinGhost	IntruderKnowledge IntruderKnowledge	Bool			
op	testInconsistentKnowledge	IntruderKnowledge	Bool			
op	testInconsistentKnowledge	Bool IntruderKnowledge	Bool			
op	cleanSMT	TermList	TermList			
op	getSMTDiffConstraints	IntruderKnowledge	Boolean			
op	testInconsistentStrands	StrandSet	Bool			
op	testInconsistentStrandsK	StrandSet IntruderKnowledge	Bool			
op	testBadSecretData	System	Bool			
op	testBadBeforeRelation	System	Bool			
op	testAlreadySent	System	Bool			
op	testByEquationalReducibility	Module System	Bool			
op	testByGrammars	GrammarList IdSystem	Bool			
op	testByGrammars*	GrammarList System	Bool			
op	filterNotInI	IntruderKnowledge	CtrSet			
op	testIKnowledge	GrammarList CtrSet IntruderKnowledge	Bool			
op	testEachStrand	GrammarList CtrSet StrandSet	Bool			
op	testStrand	GrammarList CtrSet Strand	Bool			
op	testNegMsg	GrammarList CtrSet SMsgList	Bool			
op	initials	IdSystemSet	IdSystemSet			
op	isInitial	System	Bool			
op	isInitial	ShortSystem	Bool			
op	isInitial	StrandSet	Bool			
op	isInitial	IntruderKnowledge	Bool			
op	countSessions	IdSystem	Nat			
op	countSessions	Nat StrandSet StrandSet	Nat			
op	countSessions*	Nat Strand StrandSet	Nat			
var	IST	IdSystemSet
var	IST'	IdSystemSet
var	IST''	IdSystemSet
var	HistoryIST	IdSystemSet
var	HistoryIST'	IdSystemSet
var	IS	IdSystem
var	IS'	IdSystem
var	IS''	IdSystem
var	IS$	IdSystem
var	ST	SystemSet
var	ST'	SystemSet
var	HistoryST	SystemSet
var	S	System
var	S'	System
var	T	Term
var	T'	Term
var	TS	Term
var	CtTS	Term
var	V	Variable
var	VL	TermList
var	TP	Type
var	TP'	Type
var	Subst	Substitution
var	Subst'	Substitution
var	Subst*	Substitution
var	SSubst	SubstitutionSet
var	Ct	Context
var	CtS	Context
var	CS	CtrSet
var	RS	ResultContextSet
var	RS'	ResultContextSet
var	RS''	ResultContextSet
var	RC	ResultContext
var	RC'	ResultContext
var	SS	SystemSet
var	GS	GrammarList
var	M	Module
var	Nodes	Bound
module	BACKWARDS-REACHABILITY	fmod	
import	BACK-NARROWING
import	NAT-LIST
op	genGrammars		GrammarList			memo
op	search	Attack Filters	IdSystemSet			
op	search	GrammarList Attack Filters	IdSystemSet			
op	search	Attack Filters Bound Nat Bound Bool	IdSystemSet			
op	search	GrammarList Attack Filters Bound Nat Bound Bool	IdSystemSet			
op	searchState	GrammarList Filters Bound Bound Bound Bool IdSystem	IdSystemSet			
op	searchState*	Module GrammarList Filters Bound Bound Bound Bool IdSystem	IdSystemSet			
op	<_,_,_,_,_,_,_,_,_>	Module GrammarList Filters Bound Bound Bound Bool IdSystemSet IdSystemSet	IdSystemSet			ctor
op	searchStateM	Module GrammarList Filters Bound Bound Bound Bool IdSystemSet IdSystemSet	IdSystemSet			
op	searchState-Check	Module GrammarList Filters Bound Bound Bound Bool IdSystemSet IdSystemSet IdSystemSet	IdSystemSet			
op	filterSMsgListX	Filters IdSystemSet	IdSystemSet			
op	isNFSystem	Module IdSystemSet IdSystem	Bool			
op	isInitialM	Module IdSystem	Bool			
op	count	IdSystemSet	Nat			
op	|_|	IdSystemSet	Nat			
op	count	SystemSet	Nat			
op	|_|	SystemSet	Nat			
op	_<<<_	SMsgList SMsgList	Bool			memo
op	filterSMsgList	SMsgList IdSystemSet	IdSystemSet			
op	filterIdX	Filters IdSystemSet	IdSystemSet			
op	filterId	Filters IdSystemSet	IdSystemSet			
op	filterSMsgList	Filters IdSystemSet	IdSystemSet			
var	BStep	Bound
var	BSol	Bound
var	Sess	Bound
var	Sol	Bound
var	Nodes	Bound
var	Rem?	Bool
var	IST	IdSystemSet
var	IST'	IdSystemSet
var	HistoryIST	IdSystemSet
var	IS	IdSystem
var	ST	SystemSet
var	ST'	SystemSet
var	HistoryST	SystemSet
var	S	System
var	GS	GrammarList
var	M	Module
var	F	Filters
var	I	Id
var	ML	SMsgList
module	GENERIC-TOOLS	fmod	
import	BACKWARDS-REACHABILITY
import	GRAMMAR-GENERATION
sorts	Id-SMsgList IdSystemSet-or-Error Summary
subsorts	Id Id-SMsgList
subsorts	IdSystemSet IdSystemSet-or-Error
op	`(_`)	SMsgList	Id-SMsgList			
op	extract	Id-SMsgList	SMsgList			
op	errorOneStrandInAttackStateDoesNotUnifyWithAnyfProtocolStrands		IdSystemSet-or-Error			format (r d)
op	errorInAttackStateinFile		IdSystemSet-or-Error			format (r d)
op	digest	Bound	IdSystemSet-or-Error			
op	digest	Nat Bound	IdSystemSet-or-Error			
op	digest	Bound Filters	IdSystemSet-or-Error			
op	digest	Nat Bound Filters	IdSystemSet-or-Error			
op	digest[_]`(_`)	Id-SMsgList Bound	IdSystemSet-or-Error			
op	digest[_]`(_`,_`)	Id-SMsgList Nat Bound	IdSystemSet-or-Error			
op	digest[_]`(_`,_`)	Id-SMsgList Bound Filters	IdSystemSet-or-Error			
op	digest[_]`(_`,_`,_`)	Id-SMsgList Nat Bound Filters	IdSystemSet-or-Error			
op	digest`(_`,_`)<_>	Nat Bound Bound	IdSystemSet-or-Error			
op	digest`(_`)<_>	Bound Bound	IdSystemSet-or-Error			
op	digest	IdSystemSet-or-Error	IdSystemSet-or-Error			
op	digest*	IdSystemSet	IdSystemSet			
op	run	Bound	IdSystemSet-or-Error			
op	run	Nat Bound	IdSystemSet-or-Error			
op	run	Bound Filters	IdSystemSet-or-Error			
op	run	Nat Bound Filters	IdSystemSet-or-Error			
op	run[_]`(_`)	Id-SMsgList Bound	IdSystemSet-or-Error			
op	run[_]`(_`,_`)	Id-SMsgList Nat Bound	IdSystemSet-or-Error			
op	run[_]`(_`,_`)	Id-SMsgList Bound Filters	IdSystemSet-or-Error			
op	run[_]`(_`,_`,_`)	Id-SMsgList Nat Bound Filters	IdSystemSet-or-Error			
op	run`(_`,_`)<_>	Nat Bound Bound	IdSystemSet-or-Error			
op	run`(_`)<_>	Bound Bound	IdSystemSet-or-Error			
op	debug	Bound	IdSystemSet-or-Error			
op	debug`(_`)<_>	Bound Bound	IdSystemSet-or-Error			
op	debug`(_#_`)<_>	Bound Bound Bound	IdSystemSet-or-Error			
op	debug[_]`(_`)<_>	Id-SMsgList Bound Bound	IdSystemSet-or-Error			
op	debug[_]`(_#_`)<_>	Id-SMsgList Bound Bound Bound	IdSystemSet-or-Error			
op	debug[_]`(_`,_`)<_>	Id-SMsgList Nat Bound Bound	IdSystemSet-or-Error			
op	debug[_]`(_`,_#_`)<_>	Id-SMsgList Nat Bound Bound Bound	IdSystemSet-or-Error			
op	debug[_]`(_`,_`)<_>	Id-SMsgList Bound Filters Bound	IdSystemSet-or-Error			
op	debug[_]`(_#_`,_`)<_>	Id-SMsgList Bound Bound Filters Bound	IdSystemSet-or-Error			
op	debug	Nat Bound	IdSystemSet-or-Error			
op	debug	Bound Filters	IdSystemSet-or-Error			
op	debug	Nat Bound Filters	IdSystemSet-or-Error			
op	debug[_]`(_`)	Id-SMsgList Bound	IdSystemSet-or-Error			
op	debug[_]`(_`,_`)	Id-SMsgList Nat Bound	IdSystemSet-or-Error			
op	debug[_]`(_`,_`)	Id-SMsgList Bound Filters	IdSystemSet-or-Error			
op	debug[_]`(_`,_`,_`)	Id-SMsgList Nat Bound Filters	IdSystemSet-or-Error			
op	debug`(_`,_`)<_>	Nat Bound Bound	IdSystemSet-or-Error			
op	debug`(_`)<_>	Bound Bound	IdSystemSet-or-Error			
op	debug[_]`(_`,_`,_`,_`)<_>	Id-SMsgList Nat Bound Filters Bound Bound	IdSystemSet-or-Error			
op	initials	Bound	IdSystemSet-or-Error			
op	initials[_]`(_`)	Id-SMsgList Bound	IdSystemSet-or-Error			
op	initials`(_`,_`)	Nat Bound	IdSystemSet-or-Error			
op	initials[_]`(_`,_`)	Id-SMsgList Nat Bound	IdSystemSet-or-Error			
op	initials`(_`,_`)	Bound Filters	IdSystemSet-or-Error			
op	initials[_]`(_`,_`)	Id-SMsgList Bound Filters	IdSystemSet-or-Error			
op	initials`(_`,_`,_`)	Nat Bound Filters	IdSystemSet-or-Error			
op	initials[_]`(_`,_`,_`)	Id-SMsgList Nat Bound Filters	IdSystemSet-or-Error			
op	initials`(_`)<_>	Bound Bound	IdSystemSet-or-Error			
op	initials[_]`(_`)<_>	Id-SMsgList Bound Bound	IdSystemSet-or-Error			
op	initials[_]`(_`,_`)<_>	Id-SMsgList Nat Bound Bound	IdSystemSet-or-Error			
op	initials[_]`(_`,_`)<_>	Id-SMsgList Bound Filters Bound	IdSystemSet-or-Error			
op	initials[_]`(_`,_`,_`)<_>	Id-SMsgList Nat Bound Filters Bound	IdSystemSet-or-Error			
op	initials`(_`,_`)<_>	Nat Bound Bound	IdSystemSet-or-Error			
op	initials`(_`)<_>	Bound Bound	IdSystemSet-or-Error			
op	States>>_Solutions>>_	Nat Nat	Summary			format (r o r o d)
op	summary	Bound	Summary			
op	summary`(_#_`)	Bound Bound	Summary			
op	summary	Nat Bound	Summary			
op	summary`(_`,_#_`)	Nat Bound Bound	Summary			
op	summary	Bound Filters	Summary			
op	summary`(_#_`,_`)	Bound Bound Filters	Summary			
op	summary	Nat Bound Filters	Summary			
op	summary`(_`,_#_`,_`)	Nat Bound Bound Filters	Summary			
op	summary[_]`(_`)	Id-SMsgList Bound	Summary			
op	summary[_]`(_#_`)	Id-SMsgList Bound Bound	Summary			
op	summary[_]`(_`,_`)	Id-SMsgList Nat Bound	Summary			
op	summary[_]`(_`,_#_`)	Id-SMsgList Nat Bound Bound	Summary			
op	summary[_]`(_`,_`)	Id-SMsgList Bound Filters	Summary			
op	summary[_]`(_#_`,_`)	Id-SMsgList Bound Bound Filters	Summary			
op	summary[_]`(_`,_`,_`)	Id-SMsgList Nat Bound Filters	Summary			
op	summary[_]`(_`,_#_`,_`)	Id-SMsgList Nat Bound Bound Filters	Summary			
op	summary`(_`)<_>	Bound Bound	Summary			
op	summary`(_#_`)<_>	Bound Bound Bound	Summary			
op	summary`(_`,_`)<_>	Nat Bound Bound	Summary			
op	summary`(_`,_#_`)<_>	Nat Bound Bound Bound	Summary			
op	summary`(_`)<_>	Bound Bound	Summary			
op	summary`(_#_`)<_>	Bound Bound Bound	Summary			
op	summary[_]`(_`)<_>	Id-SMsgList Bound Bound	Summary			
op	summary[_]`(_#_`)<_>	Id-SMsgList Bound Bound Bound	Summary			
op	summary[_]`(_`,_`)<_>	Id-SMsgList Nat Bound Bound	Summary			
op	summary[_]`(_`,_#_`)<_>	Id-SMsgList Nat Bound Bound Bound	Summary			
op	summary[_]`(_`,_`)<_>	Id-SMsgList Bound Filters Bound	Summary			
op	summary[_]`(_#_`,_`)<_>	Id-SMsgList Bound Bound Filters Bound	Summary			
op	summary[_]`(_`,_`,_`)<_>	Id-SMsgList Nat Bound Filters Bound	Summary			
op	summary[_]`(_`,_#_`,_`)<_>	Id-SMsgList Nat Bound Bound Filters Bound	Summary			
op	ids	Bound	IdSet			
op	ids`(_#_`)	Bound Bound	IdSet			
op	ids	Nat Bound	IdSet			
op	ids`(_`,_#_`)	Nat Bound Bound	IdSet			
op	ids	Bound Filters	IdSet			
op	ids`(_#_`,_`)	Bound Bound Filters	IdSet			
op	ids	Nat Bound Filters	IdSet			
op	ids`(_`,_#_`,_`)	Nat Bound Bound Filters	IdSet			
op	ids[_]`(_`)	Id-SMsgList Bound	IdSet			
op	ids[_]`(_#_`)	Id-SMsgList Bound Bound	IdSet			
op	ids[_]`(_`,_`)	Id-SMsgList Nat Bound	IdSet			
op	ids[_]`(_`,_#_`)	Id-SMsgList Nat Bound Bound	IdSet			
op	ids[_]`(_`,_`)	Id-SMsgList Bound Filters	IdSet			
op	ids[_]`(_#_`,_`)	Id-SMsgList Bound Bound Filters	IdSet			
op	ids[_]`(_`,_`,_`)	Id-SMsgList Nat Bound Filters	IdSet			
op	ids[_]`(_`,_#_`,_`)	Id-SMsgList Nat Bound Bound Filters	IdSet			
op	ids`(_`)<_>	Bound Bound	IdSet			
op	ids`(_#_`)<_>	Bound Bound Bound	IdSet			
op	ids`(_`,_`)<_>	Nat Bound Bound	IdSet			
op	ids`(_`,_#_`)<_>	Nat Bound Bound Bound	IdSet			
op	ids`(_`)<_>	Bound Bound	IdSet			
op	ids`(_#_`)<_>	Bound Bound Bound	IdSet			
op	ids[_]`(_`)<_>	Id-SMsgList Bound Bound	IdSet			
op	ids[_]`(_#_`)<_>	Id-SMsgList Bound Bound Bound	IdSet			
op	ids[_]`(_`,_`)<_>	Id-SMsgList Nat Bound Bound	IdSet			
op	ids[_]`(_`,_#_`)<_>	Id-SMsgList Nat Bound Bound Bound	IdSet			
op	ids[_]`(_`,_`)<_>	Id-SMsgList Bound Filters Bound	IdSet			
op	ids[_]`(_#_`,_`)<_>	Id-SMsgList Bound Bound Filters Bound	IdSet			
op	ids[_]`(_`,_`,_`)<_>	Id-SMsgList Nat Bound Filters Bound	IdSet			
op	ids[_]`(_`,_#_`,_`)<_>	Id-SMsgList Nat Bound Bound Filters Bound	IdSet			
op	run`(_`)<_>	Bound Bound	IdSystemSet-or-Error			
op	run`(_#_`)<_>	Bound Bound Bound	IdSystemSet-or-Error			
op	run[_]`(_`)<_>	Id-SMsgList Bound Bound	IdSystemSet-or-Error			
op	run[_]`(_#_`)<_>	Id-SMsgList Bound Bound Bound	IdSystemSet-or-Error			
op	run[_]`(_`,_`)<_>	Id-SMsgList Nat Bound Bound	IdSystemSet-or-Error			
op	run[_]`(_`,_#_`)<_>	Id-SMsgList Nat Bound Bound Bound	IdSystemSet-or-Error			
op	run[_]`(_`,_`)<_>	Id-SMsgList Bound Filters Bound	IdSystemSet-or-Error			
op	run[_]`(_#_`,_`)<_>	Id-SMsgList Bound Bound Filters Bound	IdSystemSet-or-Error			
op	run[_]`(_`,_`,_`,_`)<_>	Id-SMsgList Nat Bound Filters Bound Bound	IdSystemSet-or-Error			
op	extractAttack	Nat	Attack			
op	changeShortSystem	Filters IdSystemSet-or-Error	IdSystemSet-or-Error			
op	changeShortSystem*	IdSystemSet	IdSystemSet			
op	changeShortSystem*	GhostList	GhostList			
op	changeShortSystem**	IntruderKnowledge	IntruderKnowledge			
op	Does_UnifyWith_	Attack StrandSet	Bool			
op	DoesS_UnifyWith_	StrandSet StrandSet	Bool			
op	displayGrammars		[GrammarList]			
op	cleanGrammars	[GrammarList]	[GrammarList]			
op	genGrammars		[GrammarList]			ditto
op	genGrammars	Bound	[GrammarList]			
op	genGrammars*	Bound GrammarList Grammar&StrategyList	GrammarList			
op	genGrammars**	Bound GrammarList Grammar&StrategyList	GrammarList			
op	genAllGrammars		Grammar&StrategyList			
op	genAllGrammars*	OpDeclSet	Grammar&StrategyList			
op	genAllGrammarsEmpty	Qid TypeList	Grammar&StrategyList			
op	genAllGrammars**	AttrSet Qid TypeList TypeList	Grammar&StrategyList			
op	genAllGrammarsF**	Qid TypeList TypeList	Grammar&StrategyList			
op	genAllGrammarsC**	Qid TypeList	Grammar&StrategyList			
op	genAllGrammarsAC**	Qid TypeList	Grammar&StrategyList			
op	unification?		String			
op	stringQ	QidList	String			
op	unificationQid		Qid			
op	unification??		QidList			
var	F	Qid
var	TPL	TypeList
var	TPL'	TypeList
var	TP	Type
var	TP'	Type
var	TP1	Type
var	TP2	Type
var	AtS	AttrSet
var	OPDS	OpDeclSet
module	MAUDE-NPA	mod	
import	GENERIC-TOOLS
import	LOOP-MODE
import	BANNER-MAUDENPA
op	init		System-Loop			
op	empty		State			
rename	sort	System	System-Loop
