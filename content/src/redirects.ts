import { document } from './lib/documents';

// Route rules (spec 2) a marketer maintains in the Studio. /how-to is a placeholder with no screen of its
// own (spec 2): it leads to the help page, whose guides section lists every how-to page.
export const redirects = [
  document({ _id: 'redirect-how-to', _type: 'redirect', from: '/how-to', to: '/help#guides', permanent: false }),
];
