import { document, portableText, section } from '@/content/src/lib/documents';

// /support-ukraine (spec 2): the company's statement and how customers can help. Organisations are
// named only, never linked as partners, and no donation details are given: people should give
// through each organisation's own official website.

export const supportUkrainePages = [
  document({
    _id: 'page-support-ukraine-en',
    _type: 'page',
    path: '/support-ukraine',
    language: 'en',
    sections: [
      section('hero', 'hero', {
        heading: 'We stand with the people of Ukraine',
        text: 'Remapper has players, translators and friends in Ukraine. The war has upended their lives, and we will not pretend it is somebody else\u2019s news.',
      }),
      section('richText', 'statement', {
        body: portableText(`
## Our position

The Remapper team supports Ukraine\u2019s sovereignty and the right of its people to live in peace. We condemn the attack on Ukraine and the suffering it has caused to civilians: families who lost their homes, people forced to leave their towns, and children who grow up in shelters.

We are a small team that makes software for players. We cannot end a war. What we can do is stand by the people we work with and for, and say clearly where we stand.

## What we do

- **Customers in Ukraine keep their access.** If the war has cost you a PC that Remapper was activated on, or interrupted a payment, write to [support@remapper.app](mailto:support@remapper.app). We free up the device slot and sort out the rest with you.
- **Ukrainian stays a language of Remapper.** Volunteers keep translating the program into Ukrainian, often in difficult conditions, and we thank them on the [translators page](/translators).
`),
      }),
      section('richText', 'how-to-help', {
        body: portableText(`
## How you can help

The most useful help usually goes through organisations that already work on the ground. Well-known humanitarian organisations that assist people affected by the war include:

- the International Committee of the Red Cross (ICRC) and the national Red Cross societies;
- UNHCR, the UN Refugee Agency;
- UNICEF, for children and their families;
- Médecins Sans Frontières (Doctors Without Borders).

We are not affiliated with any of them and do not collect donations on their behalf. To give, go to the organisation\u2019s official website yourself, typing its address rather than following a link from a message, because fake fundraisers often copy the names of real ones.

There are other ways to help too: welcome and support the refugees who live near you, volunteer with local groups that help them, and share information only from sources you trust.

Thank you for reading this, and for any help you give.
`),
      }),
    ],
  }),
  document({
    _id: 'page-support-ukraine-zh_CN',
    _type: 'page',
    path: '/support-ukraine',
    language: 'zh_CN',
    sections: [
      section('hero', 'hero', {
        heading: '我们与乌克兰人民站在一起',
        text: 'Remapper 在乌克兰有玩家、译者和朋友。战争打乱了他们的生活，我们不会把这当作与己无关的新闻。',
      }),
      section('richText', 'statement', {
        body: portableText(`
## 我们的立场

Remapper 团队支持乌克兰的主权，支持乌克兰人民和平生活的权利。我们谴责对乌克兰的攻击，以及这场攻击给平民带来的苦难：失去家园的家庭、被迫离开家乡的人们，以及在防空洞里长大的孩子。

我们只是一个为玩家开发软件的小团队，无法结束一场战争。但我们能做的，是守在与我们共事、为之服务的人身边，并清楚地表明我们的立场。

## 我们在做什么

- **乌克兰用户的使用不受影响。** 如果战争让您失去了一台激活过 Remapper 的电脑，或者付款被中断，请写信至 [support@remapper.app](mailto:support@remapper.app)。我们会为您释放设备名额，并和您一起处理其他问题。
- **乌克兰语始终是 Remapper 支持的语言。** 志愿者们仍在坚持把程序翻译成乌克兰语，很多时候是在艰难的条件下完成的。我们在 [译者页面](/translators) 向他们致谢。
`),
      }),
      section('richText', 'how-to-help', {
        body: portableText(`
## 您可以怎样帮忙

最有效的帮助，通常是通过已经在当地开展工作的机构送达。帮助受战争影响民众的知名人道主义组织包括：

- 红十字国际委员会（ICRC）及各国红十字会；
- 联合国难民署（UNHCR）；
- 联合国儿童基金会（UNICEF），帮助儿童及其家庭；
- 无国界医生（MSF）。

我们与上述任何组织都没有隶属关系，也不代其收取捐款。如需捐助，请亲自访问该组织的官方网站，自己输入网址，不要点击消息中的链接，因为虚假募捐常常冒用真实机构的名称。

您还可以用其他方式提供帮助：欢迎并支持住在您身边的难民，参加当地帮助难民的志愿团体，只分享来自可靠来源的信息。

感谢您读到这里，也感谢您给予的每一份帮助。
`),
      }),
    ],
  }),
];
