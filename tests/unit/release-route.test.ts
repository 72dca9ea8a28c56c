import { describe, expect, it } from 'vitest';
import {
  releasePagePath,
  releaseRedirectProblem,
  releaseRoute,
  type ReleaseRouteDecision,
  type ReleaseRouteEntry,
  isMalformedReleasePath,
  releaseSegmentVersion,
  releaseVersionFromPath,
  releaseVersionProblem,
} from '@/lib/content/release-route';

const entry = (version: string, discontinued = false, redirectTo: string | null = null): ReleaseRouteEntry => ({
  version,
  discontinued,
  redirectTo,
});

const releases: ReleaseRouteEntry[] = [
  entry('6.4.0'),
  entry('6.4.2'),
  entry('6.10.0'),
  entry('6.0.0'),
  entry('5.2.2', true), // has a /discontinued-5.2.2 page
  entry('5.4.1', true, '/releases/release-5.4.2'),
  entry('5.4.2'),
  entry('5.0.0', true), // no page, no redirectTo
  entry('5.1.0', true, '/help#legacy'),
  entry('4.0.0', true, '//evil.example/'), // unusable redirectTo: treated as missing
  entry('4.1.0', true, '/releases/release-4.1.0'), // its own page: treated as missing
  entry('3.0.0', true, '/releases/release-3.1.0'), // chain through another discontinued release
  entry('3.1.0', true, '/releases/release-3.2.0'),
  entry('3.2.0'),
  entry('2.0.0', true, '/releases/release-2.1.0'), // a loop of redirects
  entry('2.1.0', true, '/releases/release-2.0.0'),
  entry('1.0.0', true, '/zh-CN/releases'), // a locale prefix is the page's job: treated as missing
];
const pagePaths = new Set(['/', '/help', '/discontinued-5.2.2']);

const render = (version: string): ReleaseRouteDecision => ({ action: 'render', version });
const unknown: ReleaseRouteDecision = { action: 'redirect', location: '/releases', permanent: false, reason: 'unknown-version' };
const discontinued = (location: string): ReleaseRouteDecision => ({
  action: 'redirect',
  location,
  permanent: false,
  reason: 'discontinued',
});
const canonical = (version: string): ReleaseRouteDecision => ({
  action: 'redirect',
  location: `/releases/release-${version}`,
  permanent: true,
  reason: 'non-canonical',
});

describe('the release-redirect rule (spec 2)', () => {
  it.each<[string, ReleaseRouteDecision]>([
    // A supported version renders its page.
    ['6.4.0', render('6.4.0')],
    ['6.4.2', render('6.4.2')],
    ['6.10.0', render('6.10.0')],
    ['5.4.2', render('5.4.2')],
    // An unknown version, or no version at all, goes to the list.
    ['9.9.9', unknown],
    ['6.4.1', unknown],
    ['latest', unknown],
    ['6.4.0-beta', unknown],
    ['6..4', unknown],
    ['', unknown],
    ['6.4.0.0', unknown],
    // A discontinued version: its redirectTo, else its /discontinued- page, else the list.
    ['5.2.2', discontinued('/discontinued-5.2.2')],
    ['5.4.1', discontinued('/releases/release-5.4.2')],
    ['5.0.0', discontinued('/releases')],
    ['5.1.0', discontinued('/help#legacy')],
    ['4.0.0', discontinued('/releases')],
    ['4.1.0', discontinued('/releases')],
    ['1.0.0', discontinued('/releases')],
    // A redirectTo naming another discontinued release is followed; a loop ends at the list.
    ['3.0.0', discontinued('/releases/release-3.2.0')],
    ['3.1.0', discontinued('/releases/release-3.2.0')],
    ['2.0.0', discontinued('/releases')],
    ['2.1.0', discontinued('/releases')],
    // A version written differently goes permanently to the canonical page.
    ['v6.4.0', canonical('6.4.0')],
    ['V6.4.0', canonical('6.4.0')],
    ['6.4', canonical('6.4.0')],
    ['v6.4', canonical('6.4.0')],
    ['6', canonical('6.0.0')],
    ['v6', canonical('6.0.0')],
    ['06.04.00', canonical('6.4.0')],
    ['6.10', canonical('6.10.0')],
    ['v5.4.2', canonical('5.4.2')],
    // ... unless it is discontinued: then straight to its target, never two redirects in a row.
    ['v5.2.2', discontinued('/discontinued-5.2.2')],
    ['5.4.1 ', discontinued('/releases/release-5.4.2')],
    ['v5', discontinued('/releases')],
  ])('/releases/release-%s', (requested, expected) => {
    expect(releaseRoute(requested, releases, pagePaths)).toEqual(expected);
  });

  it('without the /discontinued- page, a discontinued version without redirectTo goes to the list', () => {
    expect(releaseRoute('5.2.2', releases, new Set())).toEqual(discontinued('/releases'));
  });

  it('sends every version to the list when there are no releases', () => {
    expect(releaseRoute('6.4.0', [], pagePaths)).toEqual(unknown);
  });

  it('treats a missing discontinued flag as supported', () => {
    expect(releaseRoute('7.0.0', [{ version: '7.0.0', discontinued: null, redirectTo: '/help' }], pagePaths)).toEqual(render('7.0.0'));
  });
});

describe('release paths', () => {
  it.each<[string, string | null]>([
    ['release-6.4.0', '6.4.0'],
    ['release-v6.4', 'v6.4'],
    ['release-6.4.0%20', '6.4.0 '],
    ['release-', null],
    ['6.4.0', null],
    ['releases-6.4.0', null],
    ['Release-6.4.0', null],
    ['release-%E0%A4%A', null],
  ])('segment %s has the version %s', (segment, version) => {
    expect(releaseSegmentVersion(segment)).toBe(version);
  });

  it.each<[string, string | null]>([
    ['/releases/release-6.4.0', '6.4.0'],
    ['/releases/release-6.4.0/', '6.4.0'],
    ['/releases/release-v6.4', 'v6.4'],
    ['/releases', null],
    ['/releases/', null],
    ['/releases/6.4.0', null],
    ['/releases/release-6.4.0/notes', null],
    ['/release/download', null],
  ])('path %s has the version %s', (path, version) => {
    expect(releaseVersionFromPath(path)).toBe(version);
  });

  it.each([
    ['/releases/6.4.0', true],
    ['/releases/release-', true],
    ['/releases/release-6.4.0', false],
    ['/releases/release-9.9.9', false], // a release page's path: the rule redirects it
    ['/releases', false],
    ['/releases/6.4.0/notes', false], // no route matches it at all
    ['/release/download', false],
  ])('path %s names no release page where release pages are: %s', (path, malformed) => {
    expect(isMalformedReleasePath(path)).toBe(malformed);
  });

  it('builds the page path of a version', () => {
    expect(releasePagePath('6.4.0')).toBe('/releases/release-6.4.0');
  });
});

describe('Studio validation of releases', () => {
  it.each([
    ['6.4.0', true],
    ['10.0.12', true],
    ['0.9.0', true],
    ['6.4', false],
    ['v6.4.0', false],
    ['06.4.0', false],
    ['6.4.0-beta', false],
    ['6.4.0.1', false],
  ])('version %s is canonical: %s', (version, ok) => {
    expect(releaseVersionProblem(version) === undefined).toBe(ok);
  });

  it.each<[string, string | undefined, boolean]>([
    ['/releases', '5.2.2', true],
    ['/releases/release-6.4.0', '5.2.2', true],
    ['/help#contact', '5.2.2', true],
    ['/releases/release-5.2.2', '5.2.2', false],
    ['releases', '5.2.2', false],
    ['//evil.example', '5.2.2', false],
    ['https://example.com/', '5.2.2', false],
    ['/zh-CN/releases', '5.2.2', false],
    ['/with space', '5.2.2', false],
  ])('redirectTo %s from %s is usable: %s', (redirectTo, version, ok) => {
    expect(releaseRedirectProblem(redirectTo, version) === undefined).toBe(ok);
  });
});
