import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';

describe('release UI strings', () => {
  it('name the history columns exactly as spec 2 does, in en', () => {
    const { history } = messagesByLocale.en.releases;
    expect([history.release, history.newFeatures, history.fixedIssues, history.released, history.discontinued]).toEqual([
      'Release',
      'New features',
      'Fixed issues',
      'Released',
      'Discontinued',
    ]);
  });

  it("use spec 1's download labels in en and translate them in zh-CN", () => {
    expect(messagesByLocale.en.releases.release.download).toBe('Download');
    expect(messagesByLocale.en.releases.release.downloadArm).toBe('Download for ARM');
    const { history } = messagesByLocale['zh-CN'].releases;
    for (const header of [history.release, history.newFeatures, history.fixedIssues, history.released, history.discontinued]) {
      expect(header).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
