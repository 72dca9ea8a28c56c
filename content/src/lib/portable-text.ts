import { createHash } from 'node:crypto';
import MarkdownIt from 'markdown-it';

// The bundled copy is written in a small Markdown subset and stored as Portable Text, the shape the
// Studio edits: paragraphs, ## and ### headings, > quotes, bullet and numbered lists (two levels),
// **strong**, *em*, `code` and [links](/path). markdown-it parses; this file only maps its tokens.

type Token = ReturnType<MarkdownIt['parse']>[number];

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface PortableTextLink {
  _type: 'link';
  _key: string;
  href: string;
}

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  markDefs: PortableTextLink[];
  children: PortableTextSpan[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

const markdown = new MarkdownIt('commonmark');
const DECORATORS: Record<string, string> = { strong_open: 'strong', em_open: 'em' };
const STYLES: Record<string, PortableTextBlock['style']> = { h2: 'h2', h3: 'h3', h4: 'h4' };

/** A key that stays the same while the text does: regenerating the dataset gives the same file. */
function keyOf(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 12);
}

function inlineChildren(inline: Token, blockKey: string): Pick<PortableTextBlock, 'children' | 'markDefs'> {
  const children: PortableTextSpan[] = [];
  const markDefs: PortableTextLink[] = [];
  const active: string[] = [];
  const push = (text: string, extra: string[] = []) => {
    if (!text) return;
    const marks = [...active, ...extra];
    const last = children.at(-1);
    if (last && last.marks.join() === marks.join()) last.text += text;
    else children.push({ _type: 'span', _key: `${blockKey}s${children.length}`, text, marks });
  };
  for (const token of inline.children ?? []) {
    switch (token.type) {
      case 'text':
        push(token.content);
        break;
      case 'code_inline':
        push(token.content, ['code']);
        break;
      case 'softbreak':
        push(' ');
        break;
      case 'hardbreak':
        push('\n');
        break;
      case 'strong_open':
      case 'em_open':
        active.push(DECORATORS[token.type]!);
        break;
      case 'link_open': {
        const markKey = `${blockKey}l${markDefs.length}`;
        markDefs.push({ _type: 'link', _key: markKey, href: token.attrGet('href') ?? '' });
        active.push(markKey);
        break;
      }
      case 'strong_close':
      case 'em_close':
      case 'link_close':
        active.pop();
        break;
      default:
        throw new Error(`Markdown "${token.type}" has no Portable Text form in the bundled copy.`);
    }
  }
  return { children, markDefs };
}

/** Markdown (the subset above) to Portable Text blocks with stable keys. */
export function portableText(source: string): PortableTextBlock[] {
  const tokens = markdown.parse(source.replace(/^\n+/, ''), {});
  const blocks: PortableTextBlock[] = [];
  const lists: ('bullet' | 'number')[] = [];
  let style: PortableTextBlock['style'] = 'normal';
  let quoted = false;
  for (const token of tokens) {
    switch (token.type) {
      case 'bullet_list_open':
        lists.push('bullet');
        break;
      case 'ordered_list_open':
        lists.push('number');
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'blockquote_open':
        quoted = true;
        break;
      case 'blockquote_close':
        quoted = false;
        break;
      case 'heading_open':
        style = STYLES[token.tag] ?? 'h2';
        break;
      case 'paragraph_open':
        style = quoted ? 'blockquote' : 'normal';
        break;
      case 'inline': {
        const key = keyOf(blocks.length, token.content);
        const block: PortableTextBlock = { _type: 'block', _key: key, style, ...inlineChildren(token, key) };
        const list = lists.at(-1);
        if (list) Object.assign(block, { listItem: list, level: lists.length });
        blocks.push(block);
        break;
      }
      case 'heading_close':
      case 'paragraph_close':
      case 'list_item_open':
      case 'list_item_close':
        break;
      default:
        throw new Error(`Markdown "${token.type}" has no Portable Text form in the bundled copy.`);
    }
  }
  return blocks;
}
