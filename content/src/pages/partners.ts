import { document, portableText, section } from '@/content/src/lib/documents';

// /partners (spec 2): a blogger section and a manufacturer section, each with its benefits, then the
// partner form (the contactForm section, rendered once its component is merged).

export const partnersPages = [
  document({
    _id: 'page-partners-en',
    _type: 'page',
    path: '/partners',
    language: 'en',
    sections: [
      section('hero', 'hero', {
        heading: 'Partners and affiliates',
        text: 'Whether you review gear for an audience, sell it in a shop or design the controllers yourself, Remapper helps your players get more out of every device. Let us work on it together.',
      }),
      section('richText', 'bloggers', {
        body: portableText(`
## For bloggers, streamers and resellers

You show players what their controller can do; Remapper lets them do it in every game on Windows. When you recommend it, we make sure it pays off for you and for your audience.

- **A commission on every sale** made through your personal link, for subscriptions and lifetime access alike.
- **A coupon code for your audience**, so the people who watch or read you pay less than anyone else.
- **A full licence for your own setup**, with every feature unlocked while you prepare a review or a series.
- **Early access to new versions**, so your video about a new feature is ready the day it ships.
- **A direct line to the team**: we answer technical questions for your script and check the configs you want to show.
- **A reseller account** for shops: your customers and their payments in one list, with a search by customer email.
`),
      }),
      section('richText', 'manufacturers', {
        body: portableText(`
## For device manufacturers

Players buy a controller for the games they already own. Remapper makes every button, paddle and trigger of your device work in those games, including the ones that only understand a keyboard and a mouse.

- **Built-in support for your device**: Remapper recognises it as soon as it is connected, with its own button layout and name.
- **Ready-made configs** for popular games, published in the community under your device's name.
- **Testing with every release**: send us samples, and each new version of Remapper is checked on them before it ships.
- **Licences to bundle**: codes for Remapper in the box or on your download page, at a partner price.
- **A guide of its own**, like our how-to pages, that your support team can send to customers.
- **Engineers who speak firmware**: report a quirk in your device's input and talk to the people who write the driver layer.
`),
      }),
      section('richText', 'how-it-works', {
        body: portableText(`
## How it starts

1. Fill in the form below. Tell us your page, site, channel or shop, and roughly how many people visit it each day.
2. Someone from our partnership team replies within a few working days with a proposal that fits your audience or your product.
3. Once we agree, you get your link, your coupon or your partner account, and we are one email away whenever you need us.
`),
      }),
      section('contactForm', 'form', {
        form: 'partner',
        heading: 'Become a partner',
        intro: 'The page, site, channel or shop field is required: it is the first thing we look at.',
      }),
    ],
  }),
  document({
    _id: 'page-partners-zh_CN',
    _type: 'page',
    path: '/partners',
    language: 'zh_CN',
    sections: [
      section('hero', 'hero', {
        heading: '合作伙伴与推广',
        text: '无论您是为观众评测外设的博主、销售外设的店家，还是亲自设计手柄的厂商，Remapper 都能帮助您的玩家把每一个设备用到极致。让我们一起合作吧。',
      }),
      section('richText', 'bloggers', {
        body: portableText(`
## 面向博主、主播和经销商

您向玩家展示手柄能做什么，Remapper 让他们在 Windows 上的每一款游戏里真正做到。您推荐 Remapper，我们确保您和您的观众都能从中受益。

- **每笔销售都有佣金**：通过您的专属链接购买的订阅和终身授权都计入佣金。
- **观众专属优惠码**：您的观众和读者可以享受比其他人更低的价格。
- **一份完整许可证供您自用**：准备评测或系列视频期间，所有功能全部解锁。
- **抢先体验新版本**：新功能发布当天，您介绍它的视频就能上线。
- **与团队直接沟通**：我们为您的脚本解答技术问题，并帮您检查要展示的配置。
- **经销商账户**：店家可以在一个列表里查看自己的客户和付款记录，并按客户邮箱搜索。
`),
      }),
      section('richText', 'manufacturers', {
        body: portableText(`
## 面向设备厂商

玩家买手柄，是为了玩他们已经拥有的游戏。Remapper 让您设备上的每一个按键、背键和扳机都能在这些游戏里发挥作用，包括那些只认键盘和鼠标的游戏。

- **内置支持您的设备**：设备一连接，Remapper 就能识别，并显示它自己的名称和按键布局。
- **现成的游戏配置**：为热门游戏制作的配置会以您的设备名称发布在社区中。
- **每个版本都经过测试**：寄给我们样品，Remapper 的每个新版本发布前都会在样品上检查一遍。
- **可随产品附赠的许可证**：以合作价格提供 Remapper 激活码，可以放进包装盒或您的下载页面。
- **专属使用指南**：和我们的教程页面一样，您的客服团队可以直接发给客户。
- **懂固件的工程师**：设备输入有什么特殊情况，可以直接和编写驱动层的开发人员沟通。
`),
      }),
      section('richText', 'how-it-works', {
        body: portableText(`
## 合作流程

1. 填写下方表单，告诉我们您的页面、网站、频道或店铺，以及每天大约有多少访客。
2. 我们的合作团队会在几个工作日内回复，并提供适合您的受众或产品的合作方案。
3. 达成一致后，您会拿到专属链接、优惠码或合作伙伴账户；之后有任何需要，发一封邮件就能找到我们。
`),
      }),
      section('contactForm', 'form', {
        form: 'partner',
        heading: '成为合作伙伴',
        intro: '“页面、网站、频道或店铺”一栏为必填项，这是我们首先会看的信息。',
      }),
    ],
  }),
];
