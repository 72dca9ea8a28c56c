import { document, localeString } from './lib/documents';

// The offer banner singleton (spec 3: price, priceOld, enabled) and a marketer's unpublished draft of
// a summer sale: the site shows the published banner until the draft is published.
export const offerBanner = document({
  _id: 'offerBanner',
  _type: 'offerBanner',
  enabled: true,
  // 23:59 on 31 December 2027, Beijing time.
  endsAt: '2027-12-31T15:59:00.000Z',
  price: '29.99',
  priceOld: '49.99',
  text: localeString('Lifetime access for up to 3 PCs at a limited-time price', '终身授权，最多 3 台电脑，限时优惠价'),
  buttonLabel: localeString('Get lifetime access', '获取终身授权'),
});

export const offerBannerDraft = document(
  {
    ...offerBanner,
    _id: 'drafts.offerBanner',
    price: '24.99',
    text: localeString('Summer sale: lifetime access for up to 3 PCs', '夏季特惠：终身授权，最多 3 台电脑'),
  },
  { updatedAt: '2025-06-20T14:30:00Z' },
);
