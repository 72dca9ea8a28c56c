import { describe, expect, it } from 'vitest';
import { createBundledSource } from '@/lib/content/bundled-source';
import { pageByPathQuery } from '@/lib/content/queries';

// Fields the Studio stores that the site does not read (item _types, a stray field) must not come back.
const documents = [
  {
    _id: 'page-translators-en',
    _type: 'page',
    path: '/translators',
    language: 'en',
    sections: [
      {
        _type: 'thankedLanguages',
        _key: 'thanks',
        heading: 'Thank you',
        intro: 'Volunteers who translated Remapper.',
        internalNote: 'not for the site',
        items: [
          { _type: 'thankedLanguage', _key: 'de', language: 'German', nativeName: 'Deutsch', translators: ['kai_b', 'Lotte'] },
          { _type: 'thankedLanguage', _key: 'pl', language: 'Polish', translators: ['mrozek'] },
        ],
      },
    ],
  },
  {
    _id: 'page-community-en',
    _type: 'page',
    path: '/community',
    language: 'en',
    sections: [
      {
        _type: 'deviceLinks',
        _key: 'devices',
        heading: 'Configs by controller',
        items: [
          { _type: 'deviceLink', _key: 'ds4', device: 'dualshock4', label: 'DualShock 4' },
          { _type: 'deviceLink', _key: 'jc', device: 'joy-con', label: 'Joy-Con' },
        ],
      },
    ],
  },
];
const source = createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') });
const fetchPage = (path: string) => source.fetch(pageByPathQuery, { path, language: 'en' }, { tags: ['page'] });

describe('the thankedLanguages and deviceLinks sections in the page query', () => {
  it('projects a thanked languages list with its languages, native names and translators only', async () => {
    const page = await fetchPage('/translators');
    expect(page?.sections).toEqual([
      {
        _key: 'thanks',
        _type: 'thankedLanguages',
        anchor: null,
        heading: 'Thank you',
        intro: 'Volunteers who translated Remapper.',
        items: [
          { _key: 'de', language: 'German', nativeName: 'Deutsch', translators: ['kai_b', 'Lotte'] },
          { _key: 'pl', language: 'Polish', nativeName: null, translators: ['mrozek'] },
        ],
      },
    ]);
  });

  it('projects device links as device keys and labels, with a missing intro as null', async () => {
    const page = await fetchPage('/community');
    expect(page?.sections[0]).toEqual({
      _key: 'devices',
      _type: 'deviceLinks',
      anchor: null,
      heading: 'Configs by controller',
      intro: null,
      items: [
        { _key: 'ds4', device: 'dualshock4', label: 'DualShock 4' },
        { _key: 'jc', device: 'joy-con', label: 'Joy-Con' },
      ],
    });
  });
});
