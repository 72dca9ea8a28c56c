import { legalPage } from './legal-page';

// /terms-of-use: the rules for the site, the account and the program, with the plans of spec 1.

const UPDATED = '2026-01-12';

const en = legalPage('terms-of-use', 'en', UPDATED, {
  title: 'Terms of Use',
  summary:
    'The rules for using the Remapper website, your account and the Remapper program, including how trials, subscriptions and lifetime access work, renew, end and can be upgraded.',
  body: `
## 1. About these terms

These Terms of Use are an agreement between you and Remapper ("we", "us"). They apply when you visit this website, create or use a Remapper account, buy a plan or use the Remapper program. By doing any of these, you accept these terms.

Three other documents belong to them:

- the [SaaS Agreement](/saas), which sets out the licence to use Remapper as a service, activation, availability and support;
- the [EULA for legacy licences](/eula), which applies to licences bought before subscriptions and lifetime access were introduced;
- the [Privacy Policy](/privacy), which explains what personal data we process and why.

If these terms and the SaaS Agreement say different things about a plan, the SaaS Agreement wins for that plan. Nothing in these terms limits the rights that consumer protection law gives you and that cannot be waived by contract.

## 2. Your account

You need an account to buy a plan and to activate the program. When you create it:

- give a real email address that you can read. Temporary or anonymous addresses are not accepted, because we send confirmation and sign-in links there;
- confirm your email address with the link we send you; until you do, you cannot sign in;
- keep your password to yourself. You are responsible for what happens in your account until you tell us it was misused.

You may also sign in with Google, Facebook, Discord or Steam. Your email address is your sign-in name; to change it, send a request from your profile. You can send a new request 15 minutes after the previous one.

An account belongs to one person or one business. Resellers (partners) get a reseller account, which manages customers instead of holding a plan of its own. We may block an account that breaks these terms; a blocked account cannot sign in, and its holder can contact support.

## 3. The plans

Remapper is offered in the plans below. Plans may also be shown with tier names (Common, Epic, Mythic and All-In Lifetime); the names do not change the rules in this section.

### Free trial

- The trial lasts 7 days and covers up to 2 PCs.
- It includes all features.
- It cannot be extended, and each account can use it once.

### Subscription

- A subscription runs for 3 months or 1 year and covers 1, 2 or 5 PCs.
- It renews automatically at the end of each term when you paid by card or PayPal. Other payment methods, and purchases made for China, do not renew automatically: you renew them yourself before the term ends.
- It cannot be refunded once it has been activated on a PC (see section 6).
- You can cancel it at any time in the membership section of your [account](/account). It then stays active until the end of the term you already paid for, with no further charge. Until that day you can resume it, and it will renew as before.

### Lifetime access

- Lifetime access is a one-time purchase that covers up to 3 PCs.
- It includes the features of the program as they are when you buy, and the updates and improvements to them that follow. New advanced features that we add later may be offered at an extra charge.
- It is shown in your account as lifetime x1, x2 or x3, after the number of PCs it covers.

### Legacy licences

Licences bought before subscriptions existed stay valid under the [EULA for legacy licences](/eula). A legacy licence may be held together with a subscription. The free switch offer from a legacy licence to lifetime access has ended.

### One plan per account

An account can hold one active subscription or one lifetime access, not both and not several. Legacy licences are not counted in this rule.

## 4. Buying

Prices are shown in the checkout in your currency, with taxes where they apply. A price shown per month (such as the monthly price of a yearly subscription) or per device is a way of comparing plans: you always pay the total shown before you choose "Agree and Buy".

- **Taxes.** We charge VAT and similar taxes where the law requires it. A business in the European Union can enter its VAT number, so that it is invoiced without VAT where the reverse-charge rule applies; we check that the number is valid.
- **Gifts.** You can buy a plan for someone else by entering their email address as the recipient. The plan is then added to the recipient's account, and the recipient accepts these terms when they use it.
- **Coupons and codes.** A coupon lowers the price of one order when it is valid for the plan you choose. A Taobao purchase code can be applied once, to an account that has no active subscription.
- **Invoices.** Every order has an invoice in your account. Fill in your billing details in your profile to receive it with your name and address.

The contract is made when the payment succeeds and we confirm the order by mail.

## 5. Automatic renewal and cancellation

If your subscription renews automatically, we charge the card or PayPal account you used, at the standard price of your plan at that time, at the start of each new term. If a renewal payment fails, we may try again over the following days; if it still fails, the subscription ends with the paid term.

Cancelling stops future renewals, not the current term: you keep access to the end of the period you already paid for. You can switch automatic renewal back on (resume) until that day. After a subscription has ended, you can buy a new one at any time.

## 6. Refunds

- A subscription or lifetime access cannot be refunded once it has been activated on a PC, because from that moment the service has been delivered.
- An order that has not been activated on any PC can be refunded if you ask within 14 days of the purchase; write to [support@remapper.app](mailto:support@remapper.app) with the order number.
- If you were charged by mistake, for example twice for the same order, we refund the wrong charge in full.
- Cancelling a subscription does not refund the current term.
- None of this affects your rights if the service does not work as described (see section 12 of the [SaaS Agreement](/saas)).

The 7-day free trial is there so that you can check Remapper with your devices and games before you pay.

## 7. Upgrades

You can move to a longer term or more PCs from your account or the checkout:

- The price you pay today is the difference between what you paid for your current term and the part of it you have already used. Later payments are at the standard rate of the new plan.
- An upgrade to lifetime access replaces your subscription or the legacy licence you upgrade from. Your other licences stay unchanged.
- A plan that is lower than or equal to what you already have cannot be chosen; the checkout marks it as not available.

## 8. PCs and instances

One instance is one installed Windows PC. Your plan says how many PCs can use Remapper at the same time. Activating the program on a PC takes one of them; revoking a PC in your account frees its place for another PC. To protect against abuse, revoking may sometimes be paused until a date shown in your account; if you need a PC freed earlier, contact support.

If you need more than 10 instances, for example for a school, an esports team or a game studio, contact support and we will find a plan that fits.

The program needs Windows 10 or 11 (64-bit) on an Intel or AMD x64 or an ARM64 processor, at least 90 MB of free disk space, 4 GB of RAM, DirectX 9 or later, .NET Framework 4.7.2 or later, and an internet connection for activation. Please check this with the free trial before you buy.

## 9. Using the site and the program fairly

You may use the website and the program for their purpose: remapping your own controllers, keyboards and mice, and managing your account. You must not:

1. share your account, sell or rent PC activations, or use one purchase for more PCs than it covers;
2. copy, modify, decompile or reverse-engineer the program, or remove its activation, except where the law expressly allows this;
3. attack, overload or probe the website, the activation service or other users' accounts, or send automated requests to them;
4. use Remapper in a way that breaks the rules of a game, a tournament or an online service you take part in. Many online games forbid macros or automated input, and it is your responsibility to respect their rules;
5. use Remapper for anything unlawful.

## 10. Community and what you share

When you share a configuration with the community, or send us a text, a review or a translation, you remain its author. You give us and other users a free, worldwide, non-exclusive licence to use, copy, show and adapt it within Remapper and on this website for as long as it is shared. Do not share anything you have no right to share or that insults or harms others. We may remove shared content that breaks these terms.

## 11. Our rights

The program, the website, their texts, images and designs, and the Remapper name and logo belong to us or to those who licensed them to us. Buying a plan gives you the right to use the program as these terms and the [SaaS Agreement](/saas) describe; it does not transfer any ownership. Names of games and devices mentioned on this site belong to their owners and are used only to describe compatibility.

## 12. Other services

The site links to services of others, such as video platforms, forums, game stores and payment providers, and the program works with games and devices we do not control. We are not responsible for those services, their content or changes that stop them working with Remapper, although we work to keep Remapper compatible.

## 13. Liability

We provide the website and the program with care, but we cannot promise that they will be free of errors or always available. Our liability for damage caused by a simple breach of duty is limited to the damage that is typical and foreseeable for a contract like this, and in total to the amount you paid us in the 12 months before the event. These limits do not apply to damage caused intentionally or by gross negligence, to injury to life, body or health, or where the law does not allow liability to be limited.

## 14. Ending the agreement

You can stop using Remapper and ask us to delete your account at any time; a running subscription is then not refunded (see section 6). We may suspend or close an account that seriously or repeatedly breaks these terms, for example by sharing activations or by fraud. Where the breach can be fixed, we warn you first. Sections 10, 11 and 13 continue to apply after the agreement ends.

## 15. Changes to these terms

We may change these terms when our services, plans or the law change. The date at the top shows the last change. We tell you about important changes by mail or in your account at least 30 days before they apply. A change applies to a running subscription from its next renewal; if you do not accept it, you can cancel before then.

## 16. Law and disputes

These terms are governed by the law of the place where Remapper is established. If you are a consumer, you also keep the protection of the mandatory law of the country where you live, and you may bring a claim in its courts. Before going to court, please write to us: most problems can be solved quickly by support.

## 17. Contact

Questions about these terms, your account or an order: [support@remapper.app](mailto:support@remapper.app) or the [help page](/help).
`,
});

const zhCN = legalPage('terms-of-use', 'zh_CN', UPDATED, {
  title: '使用条款',
  summary:
    '使用 Remapper 网站、您的账户和 Remapper 程序时须遵守的规则，包括免费试用、订阅和终身授权如何生效、续费、终止以及升级。',
  body: `
## 1. 关于本条款

本使用条款是您与 Remapper（以下称“我们”）之间的协议。当您访问本网站、创建或使用 Remapper 账户、购买套餐或使用 Remapper 程序时，即适用本条款。进行上述任何一项操作，即表示您接受本条款。

以下三份文件同属本条款的一部分：

- [SaaS 协议](/saas)：规定以服务形式使用 Remapper 的许可，以及激活、可用性和技术支持；
- [旧版许可证最终用户许可协议](/eula)：适用于在订阅和终身授权推出之前购买的许可证；
- [隐私政策](/privacy)：说明我们处理哪些个人数据以及原因。

如果本条款与 SaaS 协议对某一套餐的规定不一致，就该套餐而言以 SaaS 协议为准。本条款的任何内容都不会限制消费者保护法赋予您、且不能通过合同排除的权利。

## 2. 您的账户

购买套餐和激活程序都需要账户。创建账户时：

- 请使用您能正常收信的真实邮箱地址。由于我们需要向该邮箱发送确认和登录链接，临时邮箱或匿名邮箱不被接受；
- 请点击我们发送的链接确认邮箱，确认之前无法登录；
- 请妥善保管密码。在您告知我们账户被盗用之前，账户中发生的一切由您负责。

您也可以使用 Google、Facebook、Discord 或 Steam 登录。您的邮箱地址就是登录名；如需更换，请在个人资料中提交申请。上一次申请提交 15 分钟后才能再次申请。

一个账户只属于一个人或一家企业。经销商（合作伙伴）使用经销商账户，用于管理客户，而不是持有自己的套餐。对于违反本条款的账户，我们可能予以封禁；被封禁的账户无法登录，账户持有人可以联系客服。

## 3. 套餐

Remapper 提供以下套餐。套餐也可能以等级名称（Common、Epic、Mythic 和 All-In Lifetime）展示，这些名称不会改变本节的规则。

### 免费试用

- 试用期为 7 天，最多可用于 2 台电脑。
- 包含全部功能。
- 试用不能延长，每个账户只能试用一次。

### 订阅

- 订阅期限为 3 个月或 1 年，可用于 1 台、2 台或 5 台电脑。
- 使用银行卡或 PayPal 付款时，订阅会在每个期限结束时自动续费。其他支付方式以及面向中国大陆的购买不会自动续费，需要您在到期前自行续费。
- 订阅一旦在电脑上激活，即不予退款（见第 6 节）。
- 您可以随时在[账户](/account)的会员页面取消订阅。取消后，订阅在已付费期限结束前仍然有效，且不会再收取费用。在到期日之前，您可以恢复订阅，它会像以前一样续费。

### 终身授权

- 终身授权为一次性购买，最多可用于 3 台电脑。
- 包含购买时程序已有的功能，以及这些功能后续的更新和改进。我们日后新增的高级功能可能需要额外付费。
- 在账户中显示为“终身授权，1 台电脑”“终身授权，2 台电脑”或“终身授权，3 台电脑”，数字表示可用的电脑数量。

### 旧版许可证

在订阅推出之前购买的许可证依照[旧版许可证最终用户许可协议](/eula)继续有效。旧版许可证可以与订阅同时持有。从旧版许可证免费切换到终身授权的优惠活动已经结束。

### 每个账户一个套餐

一个账户只能持有一个有效订阅或一个终身授权，不能同时持有两者，也不能持有多个。旧版许可证不计入此规则。

## 4. 购买

结账页面以您的币种显示价格，并在适用时包含税费。按月（例如年度订阅折算的月价）或按设备显示的价格仅用于比较套餐：您实际支付的始终是点击“同意并购买”之前显示的总价。

- **税费**：我们依法收取增值税及类似税费。欧盟企业可以填写增值税号，在适用反向征收规则时开具不含增值税的发票；我们会核验该税号是否有效。
- **礼物**：您可以为他人购买套餐，只需填写对方的邮箱作为接收人。套餐会添加到接收人的账户中，接收人使用时即表示接受本条款。
- **优惠码和兑换码**：优惠码适用于所选套餐时，可降低单笔订单的价格。淘宝兑换码只能使用一次，且只能用于没有有效订阅的账户。
- **发票**：每笔订单在您的账户中都有对应发票。请在个人资料中填写账单信息，以便发票上显示您的姓名和地址。

付款成功并收到我们的订单确认邮件时，合同即告成立。

## 5. 自动续费与取消

如果您的订阅会自动续费，我们会在每个新期限开始时，按届时该套餐的标准价格，从您使用的银行卡或 PayPal 账户扣款。如果续费扣款失败，我们可能在之后几天内重试；仍然失败的，订阅在已付费期限结束时终止。

取消只会停止之后的续费，不影响当前期限：您在已付费期限结束前仍可正常使用。在到期日之前，您可以重新开启自动续费（恢复订阅）。订阅结束后，您随时可以购买新的订阅。

## 6. 退款

- 订阅或终身授权一旦在电脑上激活，即不予退款，因为从那一刻起服务已经交付。
- 尚未在任何电脑上激活的订单，可以在购买后 14 天内申请退款；请将订单号发送至 [support@remapper.app](mailto:support@remapper.app)。
- 如果您被错误扣款，例如同一订单被扣了两次，我们会全额退还错误的款项。
- 取消订阅不会退还当前期限的费用。
- 上述规定不影响服务与描述不符时您享有的权利（见 [SaaS 协议](/saas)第 12 节）。

7 天免费试用正是为了让您在付款前，用自己的设备和游戏确认 Remapper 是否适合您。

## 7. 升级

您可以在账户或结账页面升级到更长的期限或更多的电脑：

- 今天需支付的金额，是您当前期限已付金额与已使用部分之间的差额。之后的付款按新套餐的标准价格计算。
- 升级到终身授权会取代您的订阅，或取代您用于升级的那份旧版许可证，其他许可证保持不变。
- 低于或等同于您现有套餐的选项无法选择，结账页面会将其标为不可用。

## 8. 电脑与实例

一个实例就是一台安装了 Remapper 的 Windows 电脑。您的套餐规定了可同时使用 Remapper 的电脑数量。在一台电脑上激活程序会占用一个名额；在账户中撤销电脑后，名额可以让给另一台电脑。为防止滥用，撤销操作有时会暂停到账户中显示的日期；如果您需要提前释放名额，请联系客服。

如果您需要超过 10 个实例，例如用于学校、电竞战队或游戏工作室，请联系客服，我们会为您找到合适的套餐。

程序需要 64 位 Windows 10 或 11，Intel 或 AMD x64 或 ARM64 处理器，至少 90 MB 可用磁盘空间、4 GB 内存、DirectX 9 或更高版本、.NET Framework 4.7.2 或更高版本，激活时需要联网。购买前请先通过免费试用确认。

## 9. 合理使用网站和程序

您可以按网站和程序的用途使用它们：重新映射您自己的手柄、键盘和鼠标，以及管理您的账户。您不得：

1. 共享账户、出售或出租电脑激活名额，或让一次购买覆盖超出其范围的电脑；
2. 复制、修改、反编译或逆向工程本程序，或移除其激活机制，法律明确允许的情况除外；
3. 攻击、过载或探测本网站、激活服务或其他用户的账户，或向其发送自动化请求；
4. 以违反您所参与的游戏、比赛或在线服务规则的方式使用 Remapper。许多在线游戏禁止使用宏或自动输入，遵守这些规则是您自己的责任；
5. 将 Remapper 用于任何违法用途。

## 10. 社区与您分享的内容

当您把配置分享到社区，或向我们发送文字、评价或翻译时，您仍是其作者。在内容保持分享期间，您授予我们和其他用户一项免费、全球范围、非独占的许可，允许在 Remapper 内和本网站上使用、复制、展示和改编这些内容。请不要分享您无权分享的内容，或侮辱、伤害他人的内容。对于违反本条款的分享内容，我们可能予以删除。

## 11. 我们的权利

本程序、本网站及其文字、图片和设计，以及 Remapper 名称和标志，归我们或向我们授权的权利人所有。购买套餐后，您有权按照本条款和 [SaaS 协议](/saas)的规定使用程序，但不会获得任何所有权。本网站提及的游戏和设备名称归其各自所有者所有，仅用于说明兼容性。

## 12. 其他服务

本网站链接到其他方的服务，例如视频平台、论坛、游戏商店和支付服务商；程序也会与我们无法控制的游戏和设备配合使用。我们不对这些服务、其内容或导致其无法与 Remapper 配合的变更负责，但我们会努力保持 Remapper 的兼容性。

## 13. 责任

我们会认真提供网站和程序，但无法保证它们完全没有错误或始终可用。对于一般过失造成的损害，我们的责任限于此类合同典型且可预见的损害，且总额不超过事件发生前 12 个月内您向我们支付的金额。上述限制不适用于故意或重大过失造成的损害、对生命、身体或健康的伤害，以及法律不允许限制责任的情形。

## 14. 协议终止

您可以随时停止使用 Remapper，并要求我们删除您的账户；此时正在进行的订阅不予退款（见第 6 节）。对于严重或屡次违反本条款的账户，例如共享激活名额或存在欺诈行为，我们可能暂停或关闭该账户。如果违规行为可以纠正，我们会先向您发出警告。第 10、11 和 13 节在协议终止后继续有效。

## 15. 条款变更

当我们的服务、套餐或法律发生变化时，我们可能修改本条款。页面顶部的日期显示最近一次修改的时间。对于重要变更，我们会在生效前至少 30 天通过邮件或账户通知告诉您。变更自正在进行的订阅下一次续费时起适用；如果您不接受，可以在此之前取消订阅。

## 16. 适用法律与争议

本条款受 Remapper 设立地法律管辖。如果您是消费者，您同时享有居住国强制性法律给予的保护，并可以向该国法院提起诉讼。在诉诸法院之前，请先写信给我们：大多数问题都可以由客服快速解决。

## 17. 联系我们

关于本条款、您的账户或订单的问题，请发送邮件至 [support@remapper.app](mailto:support@remapper.app)，或访问[帮助页面](/help)。
`,
});

export const termsOfUsePages = [en, zhCN];
