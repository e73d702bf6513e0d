<?php

namespace VariableAnalysis\Lib;

class ScopeType
{
	const PARAM = 'param';
	const BOUND = 'bound';
	const LOCAL = 'local';
	const GLOBALSCOPE = 'global';
	const STATICSCOPE = 'static';
}
