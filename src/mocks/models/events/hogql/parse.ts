// A small HogQL expression parser: the subset of posthog/hogql's grammar the demo backend evaluates in an
// EventsQuery's `select`, `where` and `orderBy` (literals, fields and property chains, function calls,
// comparisons, IN, LIKE, IS NULL, AND/OR/NOT, tuples). Anything else is a HogqlError, answered as a 400.

export class HogqlError extends Error {}

export type Node =
  | { kind: 'const'; value: string | number | boolean | null }
  | { kind: 'field'; chain: string[] }
  | { kind: 'star' }
  | { kind: 'call'; name: string; args: Node[]; distinct: boolean }
  | { kind: 'compare'; op: CompareOp; left: Node; right: Node }
  | { kind: 'and' | 'or'; exprs: Node[] }
  | { kind: 'not'; expr: Node }
  | { kind: 'tuple'; exprs: Node[] };

export type CompareOp =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'gt'
  | 'lte'
  | 'gte'
  | 'in'
  | 'notIn'
  | 'like'
  | 'ilike'
  | 'notLike'
  | 'notIlike'
  | 'isNull'
  | 'isNotNull';

type Token =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'ident'; value: string; quoted: boolean }
  | { type: 'punct'; value: string };

const OPERATORS = ['==', '!=', '<>', '<=', '>=', '=', '<', '>', '(', ')', ',', '.', '[', ']', '*', '-'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (source.startsWith('--', at)) {
      const end = source.indexOf('\n', at);
      at = end < 0 ? source.length : end;
    } else if (char === "'") {
      let value = '';
      at += 1;
      for (;;) {
        if (at >= source.length) throw new HogqlError(`Unterminated string in ${source}`);
        const next = source[at]!;
        if (next === '\\') {
          value += source[at + 1] ?? '';
          at += 2;
        } else if (next === "'" && source[at + 1] === "'") {
          value += "'";
          at += 2;
        } else if (next === "'") {
          at += 1;
          break;
        } else {
          value += next;
          at += 1;
        }
      }
      tokens.push({ type: 'string', value });
    } else if (char === '`' || char === '"') {
      const end = source.indexOf(char, at + 1);
      if (end < 0) throw new HogqlError(`Unterminated identifier in ${source}`);
      tokens.push({ type: 'ident', value: source.slice(at + 1, end), quoted: true });
      at = end + 1;
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9]+(\.[0-9]+)?/.exec(source.slice(at))!;
      tokens.push({ type: 'number', value: Number(match[0]) });
      at += match[0].length;
    } else if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(source.slice(at))!;
      tokens.push({ type: 'ident', value: match[0], quoted: false });
      at += match[0].length;
    } else {
      const operator = OPERATORS.find((candidate) => source.startsWith(candidate, at));
      if (!operator) throw new HogqlError(`Syntax error at position ${at}: unexpected "${char}"`);
      tokens.push({ type: 'punct', value: operator });
      at += operator.length;
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }
  private keyword(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.type === 'ident' && !token.quoted && token.value.toUpperCase() === word;
  }
  private punct(value: string): boolean {
    const token = this.peek();
    return token?.type === 'punct' && token.value === value;
  }
  private expect(value: string): void {
    if (!this.punct(value)) throw this.unexpected();
    this.at += 1;
  }
  private unexpected(): HogqlError {
    const token = this.peek();
    return new HogqlError(
      token
        ? `Syntax error: unexpected "${String(token.value)}" in ${this.source}`
        : `Syntax error: ${this.source} ends too soon`,
    );
  }

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  parseOrder(): { expr: Node; descending: boolean } {
    const expr = this.parseExpr();
    let descending = false;
    if (this.keyword('DESC') || this.keyword('ASC')) {
      descending = this.keyword('DESC');
      this.at += 1;
    }
    return { expr, descending };
  }

  parseExpr(): Node {
    return this.parseOr();
  }

  private parseOr(): Node {
    const exprs = [this.parseAnd()];
    while (this.keyword('OR')) {
      this.at += 1;
      exprs.push(this.parseAnd());
    }
    return exprs.length === 1 ? exprs[0]! : { kind: 'or', exprs };
  }

  private parseAnd(): Node {
    const exprs = [this.parseNot()];
    while (this.keyword('AND')) {
      this.at += 1;
      exprs.push(this.parseNot());
    }
    return exprs.length === 1 ? exprs[0]! : { kind: 'and', exprs };
  }

  private parseNot(): Node {
    if (this.keyword('NOT')) {
      this.at += 1;
      return { kind: 'not', expr: this.parseNot() };
    }
    return this.parseComparison();
  }

  private parseComparison(): Node {
    const left = this.parsePrimary();
    const token = this.peek();
    const symbols: Record<string, CompareOp> = {
      '=': 'eq',
      '==': 'eq',
      '!=': 'neq',
      '<>': 'neq',
      '<': 'lt',
      '>': 'gt',
      '<=': 'lte',
      '>=': 'gte',
    };
    if (token?.type === 'punct' && token.value in symbols) {
      this.at += 1;
      return { kind: 'compare', op: symbols[token.value]!, left, right: this.parsePrimary() };
    }
    if (this.keyword('IS')) {
      this.at += 1;
      const negated = this.keyword('NOT');
      if (negated) this.at += 1;
      if (!this.keyword('NULL')) throw this.unexpected();
      this.at += 1;
      return {
        kind: 'compare',
        op: negated ? 'isNotNull' : 'isNull',
        left,
        right: { kind: 'const', value: null },
      };
    }
    const negated =
      this.keyword('NOT') && (this.keyword('IN', 1) || this.keyword('LIKE', 1) || this.keyword('ILIKE', 1));
    if (negated) this.at += 1;
    for (const [word, op, negatedOp] of [
      ['IN', 'in', 'notIn'],
      ['LIKE', 'like', 'notLike'],
      ['ILIKE', 'ilike', 'notIlike'],
    ] as const) {
      if (this.keyword(word)) {
        this.at += 1;
        return { kind: 'compare', op: negated ? negatedOp : op, left, right: this.parsePrimary() };
      }
    }
    if (negated) throw this.unexpected();
    return left;
  }

  private parseList(close: string): Node[] {
    const exprs: Node[] = [];
    if (this.punct(close)) {
      this.at += 1;
      return exprs;
    }
    for (;;) {
      exprs.push(this.parseExpr());
      if (this.punct(',')) {
        this.at += 1;
        continue;
      }
      this.expect(close);
      return exprs;
    }
  }

  private parsePrimary(): Node {
    const token = this.peek();
    if (!token) throw this.unexpected();
    this.at += 1;
    if (token.type === 'string') return { kind: 'const', value: token.value };
    if (token.type === 'number') return { kind: 'const', value: token.value };
    if (token.type === 'punct') {
      if (token.value === '*') return { kind: 'star' };
      if (token.value === '-' && this.peek()?.type === 'number') {
        const number = this.peek() as { value: number };
        this.at += 1;
        return { kind: 'const', value: -number.value };
      }
      if (token.value === '(') {
        const exprs = this.parseList(')');
        return exprs.length === 1 ? exprs[0]! : { kind: 'tuple', exprs };
      }
      if (token.value === '[') return { kind: 'tuple', exprs: this.parseList(']') };
      this.at -= 1;
      throw this.unexpected();
    }
    if (!token.quoted) {
      const word = token.value.toUpperCase();
      if (word === 'TRUE' || word === 'FALSE') return { kind: 'const', value: word === 'TRUE' };
      if (word === 'NULL') return { kind: 'const', value: null };
    }
    if (!token.quoted && this.punct('(')) {
      this.at += 1;
      const distinct = this.keyword('DISTINCT');
      if (distinct) this.at += 1;
      return { kind: 'call', name: token.value, args: this.parseList(')'), distinct };
    }
    const chain = [token.value];
    for (;;) {
      if (this.punct('.')) {
        this.at += 1;
        const next = this.peek();
        if (next?.type !== 'ident' && next?.type !== 'number') throw this.unexpected();
        chain.push(String(next.value));
        this.at += 1;
      } else if (this.punct('[') && this.peek(1)?.type === 'string') {
        chain.push(String(this.peek(1)!.value));
        this.at += 2;
        this.expect(']');
      } else break;
    }
    return { kind: 'field', chain };
  }
}

/** Parses one expression (a select column, a where clause). */
export function parseExpr(source: string): Node {
  const parser = new Parser(tokenize(source), source);
  const node = parser.parseExpr();
  if (!parser.done()) throw new HogqlError(`Syntax error: unexpected text after the expression in ${source}`);
  return node;
}

/** Parses an orderBy entry: an expression, optionally followed by ASC or DESC. */
export function parseOrder(source: string): { expr: Node; descending: boolean } {
  const parser = new Parser(tokenize(source), source);
  const order = parser.parseOrder();
  if (!parser.done()) throw new HogqlError(`Syntax error: unexpected text after the expression in ${source}`);
  return order;
}
