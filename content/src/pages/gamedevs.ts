import { document, portableText, section } from '@/content/src/lib/documents';

// /gamedevs (spec 2): what game developers get, then the developer form (the contactForm section,
// rendered once its component is merged).

export const gamedevsPages = [
  document({
    _id: 'page-gamedevs-en',
    _type: 'page',
    path: '/gamedevs',
    language: 'en',
    sections: [
      section('hero', 'hero', {
        heading: 'Make your game feel right on every controller',
        text: 'Players arrive with DualShocks, Joy-Cons, Steam controllers and flight sticks, not only the gamepad you tested with. Remapper bridges the gap, and we would like to do it together with you.',
      }),
      section('richText', 'what-you-get', {
        body: portableText(`
## What game developers get

- **A built-in profile for your game.** We build a controller layout for your game with you and ship it inside Remapper. Thanks to application autodetect, it loads by itself the moment a player starts your game, with no setup on their side.
- **Testing builds.** Send us a build before launch, or before a big update, and we try it with the controllers players actually own, from an old DualShock 3 to a Joy-Con pair. You get a short report of what works and what needs a fix. In return, you get early Remapper builds to check your game against the next version of the program.
- **Co-marketing.** When your game gets its profile, we tell our players: a post on the Remapper blog, a place in the games carousel on our home page, and a video on our YouTube channel showing your game played with a controller.
`),
      }),
      section('richText', 'why-it-helps', {
        body: portableText(`
## Why it helps your game

Many players judge a game in its first ten minutes. If their controller does nothing, or the prompts do not match the buttons in their hands, a refund request is often the next step. A profile made with the developer turns that first impression around: the controls are right from the main menu, and advanced players can still build on your layout with macros, shift layers and gyro aiming.

It costs you a conversation and a build. There is no fee for a profile, and no change to your game's code is needed.

## What we need from you

1. A short description of the game and its controls, through the form below. Name, contact email and company are required.
2. A build or a key we can test with, when you are ready.
3. A contact on your team who can answer questions about the controls while we build the profile.
`),
      }),
      section('contactForm', 'form', {
        form: 'developer',
        heading: 'Tell us about your game',
        intro: 'Name, contact email and company are required. A link to the game\u2019s store page or trailer helps us reply faster.',
      }),
    ],
  }),
  document({
    _id: 'page-gamedevs-zh_CN',
    _type: 'page',
    path: '/gamedevs',
    language: 'zh_CN',
    sections: [
      section('hero', 'hero', {
        heading: '让您的游戏在每一种手柄上都操作顺手',
        text: '玩家手里拿的可能是 DualShock、Joy-Con、Steam 手柄甚至飞行摇杆，而不只是您测试时用的那一款。Remapper 能填补这道差距，我们希望和您一起来做。',
      }),
      section('richText', 'what-you-get', {
        body: portableText(`
## 游戏开发者能得到什么

- **为您的游戏内置配置。** 我们和您一起为游戏设计手柄布局，并随 Remapper 一同发布。借助应用程序自动识别，玩家一启动您的游戏，配置就会自动加载，玩家无需任何设置。
- **测试版本。** 在游戏发售或大型更新之前，把测试版本发给我们，我们会用玩家真正在用的手柄来试玩，从老款 DualShock 3 到一对 Joy-Con。您会收到一份简短的报告，说明哪些没问题、哪些需要修复。同时，您也能拿到 Remapper 的预览版本，提前检查游戏在新版程序下的表现。
- **联合推广。** 您的游戏配置上线后，我们会告诉我们的玩家：在 Remapper 博客上发文介绍，在首页的游戏轮播中展示，并在我们的 YouTube 频道发布一段用手柄游玩您游戏的视频。
`),
      }),
      section('richText', 'why-it-helps', {
        body: portableText(`
## 这对您的游戏有什么好处

很多玩家在最初十分钟就会对一款游戏下结论。如果手柄按了没反应，或者屏幕上的按键提示和手里的手柄对不上，下一步往往就是申请退款。由开发者参与制作的配置能扭转第一印象：从主菜单开始操作就是对的，进阶玩家还可以在您的布局基础上加入宏、Shift 层和体感瞄准。

您只需要花一次沟通的时间、提供一个测试版本。制作配置不收取任何费用，也不需要修改游戏代码。

## 我们需要您提供

1. 通过下方表单简单介绍游戏及其操作方式。姓名、联系邮箱和公司为必填项。
2. 准备好后，提供一个可供测试的版本或激活码。
3. 在我们制作配置期间，请安排一位能解答操作相关问题的团队成员。
`),
      }),
      section('contactForm', 'form', {
        form: 'developer',
        heading: '介绍一下您的游戏',
        intro: '姓名、联系邮箱和公司为必填项。附上游戏的商店页面或预告片链接，能帮助我们更快回复。',
      }),
    ],
  }),
];
