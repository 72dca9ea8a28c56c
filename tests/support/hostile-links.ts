// Link values a content source may hold that spec 5 never lets through (issue 17): the unit and the browser
// tests of displayed links write the same ones.
export const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '/\\evil.example',
  'https:evil.example',
];
