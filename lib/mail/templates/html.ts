// The HTML part of a mail is built with the `html` tag: every interpolated value is escaped unless it is
// already SafeHtml (the result of another `html` call), so a visitor's words can never become markup.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = string | number | SafeHtml | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, index) => out + render(values[index - 1]) + part));
}

/** Text whose line breaks stay line breaks. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(
    text
      .split(/\r\n|\r|\n/)
      .map(escapeHtml)
      .join('<br>'),
  );
}

/**
 * A link, only for the schemes a mail may carry (http(s) and mailto); anything else is shown as text.
 * Mail clients ignore stylesheets, so the style is inline.
 */
export function link(href: string, label: string): SafeHtml {
  if (!/^(https?:|mailto:)/i.test(href)) return html`${label}`;
  return html`<a href="${href}" style="color:#1a56db">${label}</a>`;
}

export interface MailDocument {
  lang: string;
  title: string;
  body: SafeHtml;
  footer: SafeHtml;
}

/** The whole HTML part: one narrow column that reads the same in webmail, desktop and phone clients. */
export function mailDocument({ lang, title, body, footer }: MailDocument): string {
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,'Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif;font-size:15px;line-height:1.5;color:#1f2328">
<div style="font-size:20px;font-weight:bold;margin-bottom:16px">Remapper</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
<div style="margin-top:16px;font-size:12px;color:#59636e">${footer}</div>
</div>
</body>
</html>
`.value;
}
