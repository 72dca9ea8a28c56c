import { json, ref, type Paths } from './parts';

// The local profile's and the Studio's calls: the dev outbox, draft mode, the local Content Lake, this document.

export const toolPaths: Paths = {
  '/api/dev/outbox': {
    get: {
      summary: 'The development mail outbox (404 where it is off)',
      tags: ['development'],
      responses: { '200': json('Mails, newest first.', { type: 'object' }), '404': { description: 'Off.' } },
    },
  },
  '/api/draft-mode/enable': {
    get: {
      summary: "The Studio's Presentation tool turns on draft mode",
      tags: ['content'],
      responses: { '307': { description: 'To the page to preview.' }, '401': { description: 'Bad secret.' } },
    },
  },
  '/api/draft-mode/disable': {
    post: {
      summary: "Back to the published site (the draft-mode bar's form)",
      tags: ['content'],
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: { type: 'object', properties: { redirect: { type: 'string', description: 'A path on this site.' } } },
          },
        },
      },
      responses: { '303': { description: 'To the page.' }, '403': json('Another origin.', ref('Message')) },
    },
  },
  '/api/studio/lake-token': {
    post: {
      summary: "The local Content Lake's token, for the embedded Studio before it mounts (local profile only)",
      description:
        "Answers only the site's own page on this machine: a loopback socket, `Host` exactly the site's, `Sec-Fetch-Site: same-origin` and " +
        "the site's `Origin`. Never cached. 404 in production and with a hosted Sanity project, where there is no local Content Lake.",
      tags: ['content'],
      responses: {
        '200': json('The token the local Content Lake wants as `Authorization: Bearer` for writes and drafts.', {
          type: 'object',
          properties: { token: { type: 'string' } },
          required: ['token'],
        }),
        '403': json("Not the site's own page on this machine.", ref('Message')),
        '404': json('No local Content Lake here.', ref('Message')),
      },
    },
  },
  '/api/studio/lake-status': {
    get: {
      summary: "Whether the local Content Lake answers the app, for the Studio's guide before it mounts (local profile only)",
      description:
        'Asked by the embedded Studio when the browser cannot reach the lake: `running` true means the browser does not trust its ' +
        'certificate yet, false that the lake is not running. Never cached. 404 in production and with a hosted Sanity project.',
      tags: ['content'],
      responses: {
        '200': json('Whether the lake answered within 1.5 s.', {
          type: 'object',
          properties: { running: { type: 'boolean' } },
          required: ['running'],
        }),
        '404': json('No local Content Lake here.', ref('Message')),
      },
    },
  },
  '/api/openapi.json': {
    get: { summary: 'This document', tags: ['operations'], responses: { '200': json('OpenAPI 3.1.', { type: 'object' }) } },
  },
};
