import type { Locale } from './config';

// Issue 25: text built in code follows the reader's typography. Chinese puts the full-width colon after a
// label, with no space; English puts ': '.

/** 'Label: value' in English, '标签：值' in Chinese. */
export function labelled(locale: Locale, label: string, value: string): string {
  return locale === 'zh-CN' ? `${label}：${value}` : `${label}: ${value}`;
}
