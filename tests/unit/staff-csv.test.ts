import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/staff/csv';
import { checkTaobaoCsv, TAOBAO_IMPORT_MAX_ROWS } from '@/lib/staff/taobao-codes';

// Issue 20: the strict CSV reader of the staff imports, and the Taobao file's checks row by row.

const fieldsOf = (text: string) => {
  const parsed = parseCsv(text);
  if (parsed.kind !== 'parsed') throw new Error(`malformed: ${JSON.stringify(parsed)}`);
  return parsed.records.map((record) => [record.line, ...record.fields]);
};

describe('parseCsv', () => {
  it.each([
    ['a,b,c', [[1, 'a', 'b', 'c']]],
    [
      'a,b\nc,d\n',
      [
        [1, 'a', 'b'],
        [2, 'c', 'd'],
      ],
    ],
    [
      'a,b\r\nc,d\r\n',
      [
        [1, 'a', 'b'],
        [2, 'c', 'd'],
      ],
    ],
    [
      '\uFEFFcode,term\nX,1y',
      [
        [1, 'code', 'term'],
        [2, 'X', '1y'],
      ],
    ],
    [
      'a,,c\n,\n',
      [
        [1, 'a', '', 'c'],
        [2, '', ''],
      ],
    ],
    [
      'a\n\n\nb\n\n',
      [
        [1, 'a'],
        [4, 'b'],
      ],
    ],
    ['"a,b",c', [[1, 'a,b', 'c']]],
    ['"say ""hi""",x', [[1, 'say "hi"', 'x']]],
    [
      '"two\nlines",x\nnext,y',
      [
        [1, 'two\nlines', 'x'],
        [3, 'next', 'y'],
      ],
    ],
    [
      '""\nb',
      [
        [1, ''],
        [2, 'b'],
      ],
    ],
    ['a,""', [[1, 'a', '']]],
    [' spaced , kept ', [[1, ' spaced ', ' kept ']]],
    [
      '\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"multi\nline",z\n',
      [
        [1, 'a', 'b'],
        [2, 'x, y', 'say "hi"'],
        [4, 'multi\nline', 'z'],
      ],
    ],
    [
      '"a\r\nb",c\r\nd,e',
      [
        [1, 'a\r\nb', 'c'],
        [3, 'd', 'e'],
      ],
    ],
  ])('reads %j', (text, expected) => {
    expect(fieldsOf(text)).toEqual(expected);
  });

  it('reads an empty file as no records', () => {
    expect(parseCsv('')).toEqual({ kind: 'parsed', records: [] });
    expect(parseCsv('\n\r\n')).toEqual({ kind: 'parsed', records: [] });
  });

  it.each([
    ['a,"open\nb,c', 1, 'unclosedQuote'],
    ['x\ny,"open', 2, 'unclosedQuote'],
    ['ab"c,d', 1, 'strayQuote'],
    ['a,b\nc"d', 2, 'strayQuote'],
    ['"a"b,c', 1, 'textAfterQuote'],
    ['"a" ,c', 1, 'textAfterQuote'],
    ['a\rb', 1, 'bareCarriageReturn'],
    ['a,b\n"open,c\nd,e', 2, 'unclosedQuote'],
    ['a,b\n\n\n"open,c\nd,e', 4, 'unclosedQuote'],
    ['a,b\nc,"d"e', 2, 'textAfterQuote'],
    ['a,b\nc,d"e"', 2, 'strayQuote'],
  ])('refuses %j as malformed on line %i (%s)', (text, line, reason) => {
    expect(parseCsv(text)).toEqual({ kind: 'malformed', line, reason });
  });
});

describe('checkTaobaoCsv', () => {
  it('checks every row: columns, code format, plan, duplicates in the file; codes upper-cased', () => {
    const file = [
      'code,term,pcs',
      'tb-good-1,1y,2',
      'TB-GOOD-2,lifetime,3',
      'TB-GOOD-3,3M,5',
      'TB-BAD,1y',
      'TB BAD SPACE,1y,1',
      'TB-PLAN,1y,3',
      'TB-LIFE,lifetime,4',
      'TB-TERM,6m,1',
      'TB-PCS,1y,x',
      'TB-GOOD-1,1y,2',
      'abc,1y,1',
      `${'A'.repeat(65)},1y,1`,
    ].join('\n');
    const checked = checkTaobaoCsv(file);
    expect(checked).toEqual({
      kind: 'checked',
      rows: [
        { line: 2, code: 'TB-GOOD-1', plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 } },
        { line: 3, code: 'TB-GOOD-2', plan: { kind: 'lifetime', periodMonths: 0, pcNum: 3 } },
        { line: 4, code: 'TB-GOOD-3', plan: { kind: 'subscription', periodMonths: 3, pcNum: 5 } },
        { line: 5, code: 'TB-BAD', reason: 'columns' },
        { line: 6, code: 'TB BAD SPACE', reason: 'codeFormat' },
        { line: 7, code: 'TB-PLAN', reason: 'plan' },
        { line: 8, code: 'TB-LIFE', reason: 'plan' },
        { line: 9, code: 'TB-TERM', reason: 'plan' },
        { line: 10, code: 'TB-PCS', reason: 'plan' },
        { line: 11, code: 'TB-GOOD-1', reason: 'duplicateInFile' },
        { line: 12, code: 'ABC', reason: 'codeFormat' },
        { line: 13, code: 'A'.repeat(65), reason: 'codeFormat' },
      ],
    });
  });

  it('a duplicate differing only in case is a duplicate', () => {
    const checked = checkTaobaoCsv('code,term,pcs\nTB-CASE,1y,1\ntb-case,3m,1\n');
    expect(checked).toMatchObject({
      kind: 'checked',
      rows: [
        { line: 2, code: 'TB-CASE' },
        { line: 3, code: 'TB-CASE', reason: 'duplicateInFile' },
      ],
    });
  });

  it('refuses the whole file when it is not CSV, has another header, no rows or too many', () => {
    expect(checkTaobaoCsv('code,term,pcs\nTB-ONE,1y,1\n"TB-TWO,1y,1')).toEqual({ kind: 'malformed', line: 3, reason: 'unclosedQuote' });
    expect(checkTaobaoCsv('code,plan,pcs\nTB-ONE,1y,1')).toEqual({ kind: 'header' });
    expect(checkTaobaoCsv('TB-ONE,1y,1\nTB-TWO,1y,1')).toEqual({ kind: 'header' });
    expect(checkTaobaoCsv(' Code , TERM ,pcs\nTB-ONE,1y,1')).toMatchObject({ kind: 'checked' });
    expect(checkTaobaoCsv('')).toEqual({ kind: 'empty' });
    expect(checkTaobaoCsv('code,term,pcs\n')).toEqual({ kind: 'empty' });
    const many = ['code,term,pcs', ...Array.from({ length: TAOBAO_IMPORT_MAX_ROWS + 1 }, (_, index) => `TB-${index + 1000},1y,1`)].join(
      '\n',
    );
    expect(checkTaobaoCsv(many)).toEqual({ kind: 'tooManyRows', max: TAOBAO_IMPORT_MAX_ROWS });
  });
});
