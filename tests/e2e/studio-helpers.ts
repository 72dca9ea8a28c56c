import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';
import { test as base } from './test';
import { contentLakeAuthorization } from './content-lake-token';

/** The Studio takes a while to boot: its bundle, then the Content Lake's listeners. */
export const STUDIO_LOAD = { timeout: 60_000 };

/**
 * How long one step the Studio takes by itself may last: validating a field, saving a draft, enabling a button once it
 * has the document's state, opening a dialog. A second or two on an idle machine; a CI run on a machine twice as slow
 * as usual, three Studios at once, took over 15 s. The product's own times (a publish live within 5 s) are checked
 * after each step, with their own limits.
 */
export const STUDIO_STEP = { timeout: 30_000 };

/** The Content Lake stand-in's data API over plain HTTP, as the app's server reads it (no certificate). */
export const CONTENT_LAKE_DATA = `http://127.0.0.1:${process.env.E2E_CONTENT_LAKE_HTTP_PORT ?? '4581'}/v2025-09-01/data`;

/**
 * The stored documents of `ids` (drafts included, as `drafts.<id>`), read from the Content Lake with the editors'
 * token; an id with no document is left out. `T` is the caller's view of the fields it reads.
 */
export async function contentLakeDocuments<T extends { _id: string }>(request: APIRequestContext, ...ids: string[]): Promise<T[]> {
  const response = await request.get(`${CONTENT_LAKE_DATA}/doc/production/${ids.join(',')}`, { headers: contentLakeAuthorization() });
  const body = await response.text();
  expect(response.ok(), body).toBe(true);
  return (JSON.parse(body) as { documents: T[] }).documents;
}

/** The document actions the Studio sends to POST /data/actions (sanity.action.document.<type>). */
export type StudioAction = 'publish' | 'unpublish' | 'discard' | 'delete';

/**
 * Runs `trigger` (the clicks that make the Studio send a document action) and waits until the Content Lake
 * has answered that action. False when the Studio sent none within `timeout`; a refusal fails the test.
 */
// Longer than the trigger itself may take: a confirm dialog's button alone may take a STUDIO_STEP to appear (confirmInStudio).
export async function acknowledged(page: Page, action: StudioAction, trigger: () => Promise<unknown>, timeout = 45_000): Promise<boolean> {
  const answer = page.waitForResponse((response) => isActionRequest(response, action), { timeout }).catch(() => null);
  await trigger();
  const response = await answer;
  if (!response) return false;
  await expectAccepted(response, action);
  return true;
}

/** Fails the test, with the Content Lake's words, unless it accepted the action. */
async function expectAccepted(response: Response, action: StudioAction) {
  expect(response.ok(), `the Content Lake refused the ${action} action: ${await response.text()}`).toBe(true);
}

function isActionRequest(response: Response, action: StudioAction): boolean {
  const request = response.request();
  // Quoted, so "publish" never matches an unpublish. Studio 6 discards a draft's changes as a version
  // (sanity.action.document.version.discard of drafts.<id>); Studio 5 sent sanity.action.document.discard.
  const body = request.postData() ?? '';
  const types = action === 'discard' ? ['discard', 'version.discard'] : [action];
  return (
    request.method() === 'POST' &&
    /\/data\/actions\//.test(response.url()) &&
    types.some((type) => body.includes(`"sanity.action.document.${type}"`))
  );
}

/**
 * What the page notes for editsSaved, in order: each edit typed; each status the document's footer turns to; each
 * commit the Studio sends to the Content Lake (a POST to /data/actions or /data/mutate) and its answer.
 */
type SaveNote = { edit: true } | { status: string } | { sent: number } | { answered: number; ok: boolean };
/**
 * Whether the edits are saved, and what the page saw since the last one, for a timeout's message; `dropped`, the field
 * and the text of a last edit the Studio threw away (below).
 */
type SaveState = { saved: boolean; seen: string; dropped?: { id: string; value: string } };
/** Each label the publish button showed, in order (empty while there was none): what publishInStudio reads. */
type SaveNotes = { studioSaveState?: () => SaveState; studioPublishLabels?: string[]; studioPublishRaceOver?: string };

/**
 * Runs in every page before the Studio's own scripts and notes what editsSaved asks about: each edit (an `input`
 * event, seen in the capture phase, before the Studio's handlers run), each status the document's footer shows
 * ("Saving...", "Saved"), and each commit the Studio sends through XMLHttpRequest or fetch, with its answer.
 */
function noteSaves() {
  const notes: SaveNote[] = [];
  // The last edit typed into an input or a text area with an id (the Studio's fields have one): the field, its text
  // when it was focused, and the text typed.
  const isTextField = (target: EventTarget | null) => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
  const textWhenFocused = new WeakMap<EventTarget, string>();
  window.addEventListener('focusin', (event) => {
    if (isTextField(event.target)) textWhenFocused.set(event.target!, (event.target as HTMLInputElement).value);
  });
  let lastTyped: { id: string; before: string; value: string } | undefined;
  window.addEventListener(
    'input',
    (event) => {
      notes.push({ edit: true });
      const field = event.target as HTMLInputElement;
      lastTyped =
        isTextField(field) && field.id ? { id: field.id, before: textWhenFocused.get(field) ?? '', value: field.value } : undefined;
    },
    true,
  );

  let shown: string | null = null;
  const footerStatus = () => document.querySelector('[data-testid="pane-footer-document-status-pulse"]')?.textContent ?? null;
  const publishLabels: string[] = [];
  (window as SaveNotes).studioPublishLabels = publishLabels;
  new MutationObserver(() => {
    const label = document.querySelector('[data-testid="action-publish"]')?.textContent?.trim() ?? '';
    if (label !== publishLabels.at(-1)) publishLabels.push(label);
    const status = footerStatus();
    if (status === shown) return;
    shown = status;
    notes.push({ status: status ?? '' });
  }).observe(document, { childList: true, subtree: true, characterData: true });

  let commits = 0;
  const isCommit = (method: string, url: string) => method.toUpperCase() === 'POST' && /\/data\/(actions|mutate)\//.test(url);
  const sent = () => {
    commits += 1;
    notes.push({ sent: commits });
    return commits;
  };
  const committing = new WeakSet<XMLHttpRequest>();
  const { open, send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    if (isCommit(method, String(url))) committing.add(this);
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    if (committing.has(this)) {
      const commit = sent();
      this.addEventListener('loadend', () => notes.push({ answered: commit, ok: this.status >= 200 && this.status < 300 }), { once: true });
    }
    return send.call(this, body);
  };
  const fetchFirst = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (!isCommit(method, url)) return fetchFirst(input, init);
    const commit = sent();
    return fetchFirst(input, init).then(
      (response) => {
        notes.push({ answered: commit, ok: response.ok });
        return response;
      },
      (error: unknown) => {
        notes.push({ answered: commit, ok: false });
        throw error;
      },
    );
  };

  (window as SaveNotes).studioSaveState = () => {
    const since = notes.slice(notes.findLastIndex((note) => 'edit' in note) + 1);
    const answered = new Set(notes.flatMap((note) => ('answered' in note ? [note.answered] : [])));
    const unanswered = notes.filter((note) => 'sent' in note && !answered.has(note.sent)).length;
    const footerSaved = since.some((note) => 'status' in note && note.status === 'Saved');
    const lakeHasAll = since.some((note) => 'sent' in note) && unanswered === 0 && footerStatus() !== 'Saving...';
    const seen = since.map((note) =>
      'status' in note
        ? note.status || '(no status)'
        : 'sent' in note
          ? `commit ${note.sent}`
          : 'answered' in note
            ? `answer ${note.answered}${note.ok ? '' : ' (refused)'}`
            : '',
    );
    // Typed into a document still loading, an edit can be thrown away: the field shows its stored text again and the
    // Studio saves nothing (a CI run: the title back to the published one, nothing seen in the 30 s after).
    const field = lastTyped ? document.getElementById(lastTyped.id) : null;
    const fieldText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : undefined;
    // Shown again, the stored text: not one the Studio made of the edit (a date it wrote its own way).
    const dropped =
      since.length === 0 && lastTyped && fieldText === lastTyped.before && fieldText !== lastTyped.value
        ? { id: lastTyped.id, value: lastTyped.value }
        : undefined;
    return { saved: footerSaved || lakeHasAll, seen: seen.join(' -> ') || 'nothing', dropped };
  };
}

/**
 * Playwright's `test` for the Studio's tests: each worker keeps one page, whose Studio the tests share, and which notes,
 * from its first script on, what editsSaved waits for. A Studio boot costs the browser about 10 s of CPU, so a test
 * opens its document in the Studio the page already runs (openInStudio), as an editor moves from one document to the
 * next, and loads the Studio anew (page.goto) only to see what a fresh Studio shows. Each test starts without the
 * cookies and routes an earlier one left (the Studio keeps its token in local storage); a failed test ends its worker,
 * page and all, so the next one starts on a new page.
 */
export const test = base.extend<object, { studioPage: Page }>({
  studioPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, ignoreHTTPSErrors } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, ignoreHTTPSErrors });
      const page = await context.newPage();
      await page.addInitScript(noteSaves);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ studioPage }, runTest) => {
    await studioPage.context().clearCookies();
    await runTest(studioPage);
    await studioPage.unrouteAll({ behavior: 'ignoreErrors' });
    for (const extra of studioPage.context().pages()) if (extra !== studioPage) await extra.close();
  },
});

/**
 * Opens `path` (/studio/...) in the Studio the page runs, with no new boot: through the Studio's own router, by way of
 * its first pane alone, so that no field of the document open before is taken for the new one's; or loads the Studio
 * there if the page runs none, or if the test asks for a `fresh` one.
 */
export async function openInStudio(page: Page, path: string, { fresh = false } = {}) {
  const runsStudio = new URL(page.url()).pathname.startsWith('/studio') && (await page.getByTestId('studio-layout').count()) > 0;
  if (fresh || !runsStudio) {
    await page.goto(path);
    return;
  }
  const navigate = (to: string) =>
    page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await navigate('/studio/structure');
  await expect(page.getByTestId('document-pane').or(page.getByTestId('document-list-pane'))).toHaveCount(0, STUDIO_STEP);
  await navigate(path);
}

/** A visitor's page beside the Studio's, in the same context, so the Studio stays for the worker's next test. */
export function visitorPage(page: Page): Promise<Page> {
  return page.context().newPage();
}

/**
 * As a person does before publishing: finish typing (leave the field), and wait until the draft is saved. That is
 * the Studio's footer saying "Saved" after the last edit, or, since the footer cannot always be trusted to say so,
 * the Content Lake having answered every commit the Studio sent, one of them sent after that edit, with the footer
 * no longer saying "Saving...". The footer failed in two ways on busy machines (CI runs):
 * - "Saved" shows from 1 s after the save for 3 s, and a page's timers could take it away before the test looked;
 *   so the page notes every status from its first script on (`test` above);
 * - the footer went from "Saving..." to no status at all, never "Saved", on the edit that made the draft (its status
 *   line starts again with nothing when it is drawn anew), while the Content Lake held the edit.
 * The Studio's Publish waits for its own sync before it publishes, so a publish after this sends the last edit too.
 * An edit the Studio threw away (its field shows the stored text again, and nothing was saved since) is typed again
 * once, as an editor who saw it vanish would, and noted in the test's annotations.
 */
export async function editsSaved(page: Page) {
  const noting = await page.evaluate(() => typeof (window as SaveNotes).studioSaveState === 'function');
  if (!noting) throw new Error("This page does not note the Studio's saves: the test must use studio-helpers' `test`");
  for (let typed = 1; ; typed += 1) {
    await page.keyboard.press('Tab');
    let state: SaveState;
    try {
      const outcome = await page.waitForFunction(
        () => {
          const now = (window as SaveNotes).studioSaveState?.();
          return (now?.saved || now?.dropped) && now;
        },
        undefined,
        { ...STUDIO_STEP, polling: 100 },
      );
      state = (await outcome.jsonValue()) as SaveState;
    } catch (error) {
      const { seen } = await page.evaluate(() => (window as SaveNotes).studioSaveState?.() ?? { saved: false, seen: 'no notes' });
      throw new Error(`The Studio's edits were not saved: since the last edit the page saw ${seen}`, { cause: error });
    }
    if (state.saved) return;
    const { id, value } = state.dropped!;
    if (typed >= 2) throw new Error(`The Studio threw away the edit of #${id} twice: it shows its stored text again`);
    const note = `Edit typed again: the Studio threw away the edit of #${id} (its stored text shown again, nothing saved)`;
    test.info().annotations.push({ type: 'studio', description: note });
    console.log(`${test.info().title}: ${note}`);
    await page.locator(`[id="${id}"]`).fill(value);
  }
}

/**
 * Clicks Publish and waits until the Content Lake has acknowledged the publish action. The Studio may hold the
 * publish back while it validates and syncs the last edits, so the click itself proves nothing.
 * Sanity 6's Studio used to drop that click right after a fresh Studio's first edits: a validation still running on an
 * earlier draft (the SEO entry's url rule asks the Content Lake) finished under the latest revision, Publish read its
 * errors (fields then empty) as current and toasted "Validation errors". patches/sanity+6.16.0.patch fixes that, and
 * a toast now fails the test at once with the Studio's words instead of waiting out the action.
 * An editor whose click came to nothing clicks again, and so does this, up to `clicks` times in all (each noted in the
 * test's annotations and printed): a click the button never showed (it stayed "Publish" for a STUDIO_STEP: the click
 * found it between two states), and a publish the button started ("Validating document…", "Publishing…") and gave up
 * (back to "Publish", enabled) without an action sent. A CI run once failed on one of the two (45 s after the click the
 * button said "Publish", enabled, and no action had gone out). `clicks: 1` tests the first click.
 * `edited: false` publishes a draft the test did not type into (one left by an unpublish); `afterClick` runs between the
 * first click and the wait for the action (studio-lifecycle lets a held validation finish there).
 */
export async function publishInStudio(
  page: Page,
  { edited = true, afterClick, clicks = 3 }: { edited?: boolean; afterClick?: () => Promise<unknown>; clicks?: number } = {},
) {
  if (edited) await editsSaved(page);
  const button = page.getByTestId('action-publish');
  const answer = page.waitForResponse((response) => isActionRequest(response, 'publish'), { timeout: PUBLISH_WAIT }).catch(() => null);
  const refusal = page
    .getByText(PUBLISH_REFUSED)
    .waitFor({ timeout: PUBLISH_WAIT })
    .then(
      () => true,
      () => false,
    );
  for (let click = 1; ; click += 1) {
    await expect(button).toBeEnabled(STUDIO_STEP);
    const before = await page.evaluate(() => (window as SaveNotes).studioPublishLabels?.length ?? 0);
    await button.click();
    if (click === 1) await afterClick?.();
    const race = `${click}:${Math.random()}`;
    const outcome = await Promise.race([answer, refusal, cameToNothing(page, before, race)]);
    // The watch on the button ends with the race (it would otherwise poll on until its own timeout).
    await page.evaluate((over) => ((window as SaveNotes).studioPublishRaceOver = over), race).catch(() => undefined);
    if (outcome === true) throw new Error(`The Studio refused the publish: "${PUBLISH_REFUSED}"`);
    if (outcome === 'lost' || outcome === 'dropped') {
      const what = outcome === 'lost' ? 'the button never showed the click' : 'the Studio gave up the publish it started';
      if (click >= clicks) throw new Error(`The Studio sent no publish action after ${click} click(s) on Publish: ${what}`);
      const note = `Publish clicked again (click ${click + 1}): ${what}`;
      test.info().annotations.push({ type: 'studio', description: note });
      console.log(`${test.info().title}: ${note}`);
      continue;
    }
    if (!outcome) throw new Error(`The Studio sent no publish action within ${PUBLISH_WAIT / 1000} s of the click on Publish`);
    await expectAccepted(outcome, 'publish');
    return;
  }
}

/**
 * Whether a click on Publish came to nothing, read from the labels the button showed since `before` (the number of
 * labels noted before the click): 'lost' when it stayed "Publish" for a STUDIO_STEP, 'dropped' when it showed another
 * label and then "Publish" again, enabled. Null when neither (the publish went on); the caller races this against the
 * action's answer, so a publish that goes through settles first, and then ends the watch by naming its `race`.
 */
async function cameToNothing(page: Page, before: number, race: string): Promise<'lost' | 'dropped' | null> {
  const options = { polling: 100 };
  const left = await page
    .waitForFunction(
      ([since, label, id]) => {
        if ((window as SaveNotes).studioPublishRaceOver === id) return 'over';
        return ((window as SaveNotes).studioPublishLabels ?? []).slice(since).some((shown) => shown !== label) && 'left';
      },
      [before, PUBLISH_LABEL, race] as const,
      { ...options, ...STUDIO_STEP },
    )
    .then(
      (handle) => handle.jsonValue(),
      () => (page.isClosed() ? 'over' : 'stayed'),
    );
  if (left === 'over') return null;
  if (left === 'stayed') return 'lost';
  return page
    .waitForFunction(
      ([label, id]) => {
        if ((window as SaveNotes).studioPublishRaceOver === id) return 'over';
        const button = document.querySelector<HTMLButtonElement>('[data-testid="action-publish"]');
        return button?.textContent?.trim() === label && !button.disabled && 'dropped';
      },
      [PUBLISH_LABEL, race] as const,
      { ...options, timeout: PUBLISH_WAIT },
    )
    .then(
      async (handle) => ((await handle.jsonValue()) === 'dropped' ? ('dropped' as const) : null),
      () => null,
    );
}

/**
 * How long the Studio may take from the click to the action: its own sync of the last edits and a validation (the SEO
 * entry's url rule is a request to the Content Lake). A click sent it within 0.3 s on a slow 2-core machine; this is a
 * STUDIO_STEP and a half, for a machine many times as busy.
 */
const PUBLISH_WAIT = 45_000;

/** The publish button's label when it is ready to publish the draft (the Studio's en-US string). */
const PUBLISH_LABEL = 'Publish';

/** The Studio's toast when Publish finds validation errors (its en-US strings). */
const PUBLISH_REFUSED = 'Please fix the validation errors before publishing';

/** Picks an action in the document's action menu: the "…" button beside the footer's main action. */
export async function documentAction(page: Page, name: string | RegExp) {
  await page.getByTestId('action-menu-button').click();
  await page.getByRole('menuitem', { name }).click();
}

/**
 * Confirms the dialog a document action opened ("Discard changes?", "Unpublish document?", "Delete
 * document?"). The unpublish and delete dialogs first look for documents that refer to this one; their
 * confirm button appears once that is done.
 */
export async function confirmInStudio(page: Page, dialog: string | RegExp) {
  await page.getByRole('dialog', { name: dialog }).getByTestId('confirm-button').click(STUDIO_STEP);
}

/** Opens a dialog with `open`, confirms it, and waits until the Content Lake acknowledged the action. */
async function confirmedAction(page: Page, action: StudioAction, dialog: string | RegExp, open: () => Promise<void>) {
  const done = await acknowledged(page, action, async () => {
    await open();
    await confirmInStudio(page, dialog);
  });
  if (!done) throw new Error(`The Studio sent no ${action} action after its dialog was confirmed`);
}

/** "Discard changes" in the action menu: the draft goes, the published document stays as it was. */
export async function discardChangesInStudio(page: Page) {
  await confirmedAction(page, 'discard', /^Discard changes/, () => documentAction(page, /^Discard changes/));
}

/** "Delete" in the action menu: the published document and its draft go. */
export async function deleteInStudio(page: Page) {
  await confirmedAction(page, 'delete', /^Delete/, () => documentAction(page, /^Delete/));
}

/**
 * Unpublishes the open document. The Studio (5 and 6) offers Unpublish in the Published perspective only: the
 * "Published" chip at the top of the document turns the footer's main action from Publish into Unpublish.
 * The Studio then keeps the content as a draft; this returns to the Draft perspective, where it is edited.
 */
export async function unpublishInStudio(page: Page) {
  await page.getByTestId('document-header-Published-chip').click();
  await expect(page).toHaveURL(/perspective=published/);
  await confirmedAction(page, 'unpublish', /^Unpublish/, () => page.getByTestId('action-unpublish').click());
  await page.getByTestId('document-header-Draft-chip').click();
  await expect(page).not.toHaveURL(/perspective=published/);
}
