import { document, link, portableText, section } from '@/content/src/lib/documents';

// /help (spec 2): three parts (contact directly, start with guides, partnership) and a contact form.
// The form is the contactForm section, rendered once its component is merged; until then it is left out.

export const helpPages = [
  document({
    _id: 'page-help-en',
    _type: 'page',
    path: '/help',
    language: 'en',
    sections: [
      section('hero', 'hero', {
        heading: 'How can we help?',
        text: 'A controller that will not map, a macro that fires twice, a question about your licence: write to the people who build Remapper, or find the answer in a step-by-step guide.',
        primaryAction: link('Email support', 'mailto:support@remapper.app'),
        secondaryAction: link('Online guide', 'https://guide.remapper.app'),
      }),
      section('richText', 'contact-directly', {
        body: portableText(`
## Contact us directly

Write to [support@remapper.app](mailto:support@remapper.app) or use the form at the bottom of this page: both reach the same inbox. Every message is read and answered by a person on the Remapper team, not by a bot.

We answer most messages within two working days, Monday to Friday. A message sent on a weekend or a holiday is answered on the next working day. Problems that stop you from playing and questions about a payment are answered first.

To get a full answer in one reply rather than three, tell us:

- the version of Remapper you run, and whether your PC has Windows 10 or 11 on an Intel/AMD x64 or an ARM64 processor;
- the controller, keyboard or mouse, and how it is connected: USB cable, Bluetooth or a wireless receiver;
- the game or program, what you expected to happen and what happened instead;
- for a licence or payment question, the email address of your Remapper account and the order number.

Installing Remapper on more than 10 PCs, for a club, a school or a gaming café? Write to us as well: larger installations are set up with support.
`),
      }),
      section('richText', 'guides', {
        body: portableText(`
## Start with the guides

Most questions have already been answered in a guide that walks you through the setup screen by screen. Pick your device or task:

- [Use Joy-Cons on PC](/how-to-use-joycons-on-pc): pair one Joy-Con or both, and play with them as a single controller or as two.
- [Make a mouse macro](/how-to-make-a-mouse-macro): record clicks and moves once and replay them with one button.
- [Make a keyboard macro](/how-to-make-a-keyboard-macro): key sequences with delays, for games and for everyday work.
- [Use a PS3 controller on PC](/how-to-use-ps3-controller-on-pc): get a DualShock 3 recognised and mapped.
- [Use a PS4 controller on PC](/how-to-use-ps4-controller-on-pc): DualShock 4 over USB or Bluetooth, with its touchpad and gyro.
- [Use a SHIELD controller on PC](/how-to-use-shield-controller-on-pc): all 28 buttons of the NVIDIA SHIELD controller.
- [Use a GameCube controller on PC](/how-to-use-gamecube-controller-on-pc): through an adapter, with its analog triggers.
- [Use a Logitech controller on PC](/how-to-use-logitech-controller-on-pc): Logitech gamepads in games that do not support them.
- [Use a PlayStation Move navigation controller on PC](/how-to-use-playstation-move-navigation-controller-on-pc): its 14 buttons as a one-handed keypad.

The [online guide](https://guide.remapper.app) describes every feature of the program, from slots and shift layers to the radial menu.
`),
      }),
      section('richText', 'partnership', {
        body: portableText(`
## Partnership

Do you review controllers on a channel, sell them in a shop or make them yourself? See what we offer on [Partners and Affiliates](/partners). Translators can help Remapper speak their language on [Translators](/translators), and studios can get their game ready for every controller on [Game developers](/gamedevs).
`),
      }),
      section('contactForm', 'form', {
        form: 'contact',
        heading: 'Send us a message',
        intro: 'Tell us what happened and we will reply to the email address you enter, usually within two working days.',
      }),
    ],
  }),
  document({
    _id: 'page-help-zh_CN',
    _type: 'page',
    path: '/help',
    language: 'zh_CN',
    sections: [
      section('hero', 'hero', {
        heading: '需要什么帮助？',
        text: '手柄映射不上、宏触发了两次、对许可证有疑问……可以直接写信给开发 Remapper 的团队，也可以在分步指南里找到答案。',
        primaryAction: link('发邮件给技术支持', 'mailto:support@remapper.app'),
        secondaryAction: link('在线指南', 'https://guide.remapper.app'),
      }),
      section('richText', 'contact-directly', {
        body: portableText(`
## 直接联系我们

请发送邮件至 [support@remapper.app](mailto:support@remapper.app)，或使用本页底部的表单，两者都会送到同一个收件箱。每一封来信都由 Remapper 团队的工作人员亲自阅读和回复，而不是机器人。

大多数来信会在两个工作日内（周一至周五）得到答复。周末或节假日发来的邮件，会在下一个工作日回复。影响正常游戏的问题和付款相关的问题会优先处理。

为了让我们一次就能把问题说清楚，请在邮件中写明：

- 您使用的 Remapper 版本，电脑是 Windows 10 还是 11，处理器是 Intel/AMD x64 还是 ARM64；
- 所用的手柄、键盘或鼠标型号，以及连接方式：USB 线、蓝牙还是无线接收器；
- 出问题的游戏或程序，您期望的效果和实际发生的情况；
- 如果是许可证或付款问题，请提供 Remapper 账户的邮箱地址和订单号。

需要在 10 台以上的电脑上安装 Remapper，比如俱乐部、学校或网咖？也请写信给我们，大批量安装需要由技术支持协助开通。
`),
      }),
      section('richText', 'guides', {
        body: portableText(`
## 从指南开始

大多数问题在指南里都已经有了答案，指南会一步一步带您完成设置。请选择您的设备或想做的事：

- [在电脑上使用 Joy-Con](/how-to-use-joycons-on-pc)：连接单只或一对 Joy-Con，合并成一个手柄或分成两个使用。
- [制作鼠标宏](/how-to-make-a-mouse-macro)：把点击和移动录制一次，之后用一个按键重放。
- [制作键盘宏](/how-to-make-a-keyboard-macro)：带延时的按键序列，游戏和日常工作都用得上。
- [在电脑上使用 PS3 手柄](/how-to-use-ps3-controller-on-pc)：让 DualShock 3 被识别并完成映射。
- [在电脑上使用 PS4 手柄](/how-to-use-ps4-controller-on-pc)：通过 USB 或蓝牙连接 DualShock 4，触摸板和体感也能用。
- [在电脑上使用 SHIELD 手柄](/how-to-use-shield-controller-on-pc)：NVIDIA SHIELD 手柄的 28 个按键全部可用。
- [在电脑上使用 GameCube 手柄](/how-to-use-gamecube-controller-on-pc)：通过转接器连接，支持模拟扳机。
- [在电脑上使用罗技手柄](/how-to-use-logitech-controller-on-pc)：在不支持罗技手柄的游戏里照样使用。
- [在电脑上使用 PlayStation Move 导航手柄](/how-to-use-playstation-move-navigation-controller-on-pc)：把它的 14 个按键变成单手键盘。

[在线指南](https://guide.remapper.app) 介绍了程序的每一项功能，从配置槽、Shift 层到轮盘菜单。
`),
      }),
      section('richText', 'partnership', {
        body: portableText(`
## 合作

您在频道上评测手柄、在店铺里销售手柄，或者自己生产手柄？请到 [合作伙伴与推广](/partners) 页面了解我们能提供什么。译者可以在 [译者](/translators) 页面帮助 Remapper 支持自己的语言，游戏工作室可以在 [游戏开发者](/gamedevs) 页面让游戏适配各种手柄。
`),
      }),
      section('contactForm', 'form', {
        form: 'contact',
        heading: '给我们留言',
        intro: '请告诉我们发生了什么，我们会回复到您填写的邮箱，通常在两个工作日内。',
      }),
    ],
  }),
];
