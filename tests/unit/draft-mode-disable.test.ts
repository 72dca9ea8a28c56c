import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as route from '@/app/api/draft-mode/disable/route';
import { callRoute } from '@/tests/support/requests';

// Issue 17: leaving draft mode changes state, so it is a POST from the site's own pages only.
const disable = vi.fn();
vi.mock('next/headers', () => ({ draftMode: async () => ({ disable }) }));

const SITE = 'http://localhost:3000';

const leave = (redirect: string, origin?: string | null) =>
  callRoute(route.POST, '/api/draft-mode/disable', { site: SITE, method: 'POST', origin, body: new URLSearchParams({ redirect }) });

describe('POST /api/draft-mode/disable', () => {
  beforeEach(() => {
    disable.mockClear();
  });

  it('turns draft mode off and sends the browser back to the page with a GET', async () => {
    const response = await leave('/zh-CN/help?tab=2');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/zh-CN/help?tab=2`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(disable).toHaveBeenCalledOnce();
  });

  it('never redirects off the site', async () => {
    expect((await leave('//evil.example/x')).headers.get('location')).toBe(`${SITE}/`);
  });

  it('refuses another origin, or none, and changes nothing', async () => {
    expect((await leave('/help', 'https://evil.example')).status).toBe(403);
    expect((await leave('/help', null)).status).toBe(403);
    expect((await leave('/help', 'null')).status).toBe(403);
    expect(disable).not.toHaveBeenCalled();
  });

  it('answers no GET: a link or an image cannot turn it off', () => {
    expect('GET' in route).toBe(false);
  });
});
