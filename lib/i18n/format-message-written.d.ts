// next.config.ts aliases this name to use-intl's formatter of messages as written (lib/i18n/format-message.ts).
declare module 'use-intl-format-written' {
  export { default } from 'use-intl/format-message';
}
