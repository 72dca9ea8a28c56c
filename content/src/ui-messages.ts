import { flattenMessages, type MessageTree, uiMessageDocumentId } from '@/lib/i18n/message-catalogue';
import { messagesByLocale } from '@/lib/i18n/messages';
import { document, localeText } from './lib/documents';

// The UI strings as Studio documents, one per key, generated from the catalogue in lib/i18n/messages so
// the two never disagree in the bundled dataset (content:check fails when they do).
const english = flattenMessages(messagesByLocale.en as MessageTree);
const chinese = flattenMessages(messagesByLocale['zh-CN'] as MessageTree);

export const uiMessages = [...english].map(([key, en]) =>
  document({ _id: uiMessageDocumentId(key), _type: 'uiMessage', key, value: localeText(en, chinese.get(key) ?? '') }),
);
