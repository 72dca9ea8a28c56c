import { document, localeString } from './lib/documents';

// The offer banner singleton (spec 3: price, priceOld, enabled) and a marketer's unpublished draft of
// a summer sale: the site shows the published banner until the draft is published. The banner names a plan the
// shop sells; its prices are the shop's (lifetime x3: $99.99, was $149.99 in the demo price list).
export const offerBanner = document({
  _id: 'offerBanner',
  _type: 'offerBanner',
  enabled: true,
  // 23:59 on 31 December 2027, Beijing time.
  endsAt: '2027-12-31T15:59:00.000Z',
  term: 'lifetime',
  pcNum: 3,
  text: localeString('Lifetime access for up to 3 PCs at a limited-time price', '终身授权，最多 3 台电脑，限时优惠价'),
  buttonLabel: localeString('Get lifetime access', '获取终身授权'),
});

export const offerBannerDraft = document(
  {
    ...offerBanner,
    _id: 'drafts.offerBanner',
    pcNum: 2,
    text: localeString('Summer sale: lifetime access for 2 PCs', '夏季特惠：终身授权，2 台电脑'),
  },
  { updatedAt: '2025-06-20T14:30:00Z' },
);
