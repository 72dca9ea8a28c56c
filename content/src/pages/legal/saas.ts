import { legalPage } from './legal-page';

// /saas: the agreement behind trials, subscriptions and lifetime access (Remapper as a service).

const UPDATED = '2026-01-12';

const en = legalPage('saas', 'en', UPDATED, {
  title: 'SaaS Agreement',
  summary:
    'The agreement under which Remapper provides its software as a service with a free trial, a subscription or lifetime access: what you may use, how PCs are activated, what availability and support to expect, how data is processed and how the agreement ends.',
  body: `
## 1. Parties and scope

This Software as a Service Agreement ("Agreement") is made between Remapper ("we", "us") and the holder of a Remapper account who starts a free trial, buys a subscription or lifetime access, or receives one as a gift ("you").

It governs the Remapper service: the desktop program for Windows, the activation service that keeps your PCs linked to your plan, the account area on this website and the related online features. It applies together with the [Terms of Use](/terms-of-use), which set the general rules for the website, accounts, buying, refunds and upgrades, and with the [Privacy Policy](/privacy). Licences bought before subscriptions were introduced are covered by the [EULA for legacy licences](/eula) instead of this Agreement.

## 2. Definitions

- **Service**: the Remapper program, its updates, the activation service, the account area and the online features such as sharing configurations with the community.
- **Plan**: the free trial, a subscription or lifetime access, as described in section 3 of the [Terms of Use](/terms-of-use).
- **Term**: the period a plan is paid for: 7 days for the trial, 3 months or 1 year for a subscription, and no end date for lifetime access.
- **Instance**: one installed Windows PC on which the program is activated with your account.
- **PC limit**: the number of instances your plan allows at the same time: 2 for the trial; 1, 2 or 5 for a subscription; up to 3 for lifetime access.
- **Account data**: the personal data described in the [Privacy Policy](/privacy), including your list of instances.

## 3. What the service includes

During your term, the service gives you:

1. the Remapper program with all the features of your plan, including remapping of controller buttons to keyboard, mouse or controller actions, macros, the joystick mapper, virtual Xbox 360, Xbox One and DS4 controllers, shift layers, slots, gyro, the radial menu, key combos, rapid fire, automatic detection of applications and the desktop overlay;
2. updates to the program that we publish during the term;
3. the account area, where you manage your plan, PCs, orders, invoices and profile;
4. access to the community of shared configurations and to the mobile companion app (Android 6.0 or later, iOS 14.0 or later);
5. support as described in section 9.

## 4. The licence we grant you

Subject to this Agreement and to paying for your plan, we grant you a personal, non-exclusive, non-transferable licence to install and use the program on as many PCs as your PC limit allows, for your own use, for the length of your term. For lifetime access, the licence has no end date but remains subject to this Agreement.

The licence does not include the right to sublicense, rent, lend or resell the service, to use it to provide a remapping service to others, or to copy, modify, decompile or reverse-engineer the program beyond what the law expressly allows. The program is licensed, not sold: all rights not granted here remain ours.

A reseller who buys plans for customers may pass each plan to one customer, who then holds it under this Agreement.

## 5. Activation per PC

The program must be activated on each PC, and activation needs an internet connection:

- When you sign in to the program on a PC, that PC is registered as an instance and counts towards your PC limit.
- The program checks its activation from time to time. If it cannot reach us for a long period, it may ask you to go online before it continues to work.
- You can see every instance in your [account](/account), with its device name, the date it was created, its status and its program version, and revoke any of them. Revoking frees the place for another PC. To protect against abuse, revoking may be paused until a date shown in your account.
- When your PC limit is reached, a new PC can be activated only after you revoke another one or upgrade your plan.
- If you need more than 10 instances, contact support for a suitable arrangement.

The program runs on Windows 10 or 11 (64-bit) with an Intel or AMD x64 or an ARM64 processor, at least 90 MB of free disk space, 4 GB of RAM, DirectX 9 or later and .NET Framework 4.7.2 or later.

## 6. Terms, fees and renewal

The fee for a plan is the price shown in the checkout when you buy it. For subscriptions:

- a subscription paid by card or PayPal renews automatically for a term of the same length at the standard price at that time, unless you cancel it before the renewal date; other payment methods and purchases for China do not renew automatically;
- you can cancel from the membership section of your account at any time. The subscription then stays active until the end of the prepaid term, with no further charge, and you can resume it until then;
- a subscription is not refundable once it has been activated on a PC;
- an upgrade costs today the difference between what you paid for the current term and the part already used; later payments are at the standard rate.

Lifetime access is paid once. New advanced features that we add after your purchase may be offered to lifetime holders for an extra fee; the features you bought stay available. An account holds one active subscription or one lifetime access at a time. The details are in sections 3 to 7 of the [Terms of Use](/terms-of-use).

## 7. Availability and maintenance

The program works on your PC without a permanent connection once it is activated; the online parts of the service (activation, the account area and the community) are run from our servers. We aim to keep them available at least 99% of the time in each calendar month, not counting maintenance and events outside our control.

We announce planned maintenance that interrupts activation or the account area in advance on the website or by mail where we can, and schedule it for quiet hours. If the activation service is unavailable, programs that are already activated keep working.

We may change the way the service is delivered, for example by moving it to other servers, as long as this does not reduce the features of your plan during your term.

## 8. Updates and changes to the service

We improve Remapper continuously. Updates may add, improve or, rarely, replace features. We do not remove a core feature of a paid plan during a term you have already paid for.

Some updates are needed for security or compatibility with new versions of Windows, games or devices. Older versions of the program may stop being able to activate after a reasonable notice; the [release notes](/releases) show what changed in each version and which versions are discontinued.

## 9. Support

Support is included in every plan:

- Guides and answers to common questions are on the [help page](/help) and in the online guide.
- You can write to [support@remapper.app](mailto:support@remapper.app) or use the contact form on the help page. We answer in English or Chinese, usually within 2 working days.
- Support covers installing and activating the program, using its features, and problems with your account, orders and PCs. It does not cover setting up third-party games, drivers or devices beyond what Remapper needs.

## 10. Data processing

To provide the service, we process your account data as described in the [Privacy Policy](/privacy). In short:

- the program sends us only what activation needs: your sign-in, an identifier and the device name of the PC, and the program version;
- your key presses, button presses and configurations stay on your PC unless you share a configuration with the community;
- we use service providers for hosting, payments and mail, bound by written agreements and by our instructions;
- we protect the data with the measures described in the Privacy Policy and delete it when it is no longer needed.

If you use the service for a business and process the personal data of others with it (for example, the PCs of your employees), you are responsible for having a legal basis for that, and we process that data on your behalf and on your instructions.

## 11. Your responsibilities

You agree to:

1. keep your account credentials safe and tell us at once if you think someone else uses them;
2. use the service only within your PC limit and the rules of the [Terms of Use](/terms-of-use);
3. respect the rules of the games and online services you use Remapper with, in particular rules about macros and automated input;
4. keep your PC's operating system and drivers in a state the program supports.

## 12. Warranty

We will provide the service with reasonable care and skill, and the program will work substantially as described on this website. If it does not, tell us: we will fix the defect within a reasonable time or, if we cannot, you may end the Agreement and receive a refund of the fee for the unused part of your term. This is in addition to any rights you have as a consumer under the law.

We do not promise that the program will work with every game, device, driver or anti-cheat system, because those change without our involvement. The free trial lets you check compatibility before you pay.

## 13. Liability

Neither party limits liability for intent, gross negligence, injury to life, body or health, or anything else for which the law does not allow a limit. Otherwise, our liability under this Agreement is limited to foreseeable damage typical for this kind of contract and, in total, to the fees you paid for the service in the 12 months before the event that caused the damage. We are not liable for losses that result from games or online services penalising the use of remapping software, or from data you did not back up.

## 14. Term, suspension and termination

This Agreement begins when you start a trial or your first payment succeeds, and it lasts as long as you hold a plan.

- A trial ends after 7 days. A subscription ends at the end of its term if it is cancelled or not renewed. Lifetime access does not end on its own.
- You can end the Agreement at any time by cancelling your subscription or by asking us to delete your account.
- We may suspend the service for an account that breaches this Agreement or the Terms of Use, for example by exceeding its PC limit by sharing activations, by fraud or by attacking the service. If the breach is serious or continues after a warning, we may end the Agreement. We do not refund fees for a plan ended because of your breach.
- When the Agreement ends, your instances are deactivated and the program stops working with your account. Your invoices remain available as long as the law requires us to keep them.

## 15. General provisions

- **Changes.** We may update this Agreement for legal, technical or business reasons and tell you at least 30 days before an important change applies. A change applies to a running subscription from its next renewal, so you can cancel before then if you do not accept it.
- **Transfer.** You may not transfer your plan to another account, except by buying it as a gift for someone. We may transfer this Agreement to a company that takes over the service, on the same terms.
- **Law.** This Agreement is governed by the law of the place where Remapper is established, without taking away the protection of the mandatory law of the country where you live as a consumer.
- **Severability.** If a provision of this Agreement is invalid, the rest remains in force.

## 16. Contact

Questions about this Agreement: [support@remapper.app](mailto:support@remapper.app). For the rules of the website and accounts, see the [Terms of Use](/terms-of-use); for personal data, the [Privacy Policy](/privacy); for licences bought before subscriptions, the [EULA for legacy licences](/eula).
`,
});

const zhCN = legalPage('saas', 'zh_CN', UPDATED, {
  title: 'SaaS 协议',
  summary:
    '本协议规定 Remapper 以免费试用、订阅或终身授权形式提供软件即服务的条件：您可以使用什么、电脑如何激活、可用性和技术支持如何保障、数据如何处理，以及协议如何终止。',
  body: `
## 1. 协议双方与适用范围

本软件即服务协议（以下称“本协议”）由 Remapper（以下称“我们”）与开始免费试用、购买订阅或终身授权，或以礼物形式获得上述套餐的 Remapper 账户持有人（以下称“您”）订立。

本协议规范 Remapper 服务，包括 Windows 桌面程序、让您的电脑与套餐保持关联的激活服务、本网站上的账户中心，以及相关的在线功能。本协议与规定网站、账户、购买、退款和升级等一般规则的[使用条款](/terms-of-use)，以及[隐私政策](/privacy)一同适用。在订阅推出之前购买的许可证不适用本协议，而适用[旧版许可证最终用户许可协议](/eula)。

## 2. 定义

- **服务**：Remapper 程序及其更新、激活服务、账户中心，以及向社区分享配置等在线功能。
- **套餐**：免费试用、订阅或终身授权，详见[使用条款](/terms-of-use)第 3 节。
- **期限**：套餐的付费时长：试用为 7 天，订阅为 3 个月或 1 年，终身授权没有到期日。
- **实例**：使用您的账户激活了本程序的一台 Windows 电脑。
- **电脑上限**：您的套餐允许同时使用的实例数量：试用为 2 台；订阅为 1 台、2 台或 5 台；终身授权最多 3 台。
- **账户数据**：[隐私政策](/privacy)中所述的个人数据，包括您的实例列表。

## 3. 服务内容

在您的期限内，服务为您提供：

1. 包含您套餐全部功能的 Remapper 程序，包括将手柄按键映射为键盘、鼠标或手柄操作、宏、摇杆映射、虚拟 Xbox 360、Xbox One 和 DS4 手柄、Shift 层、配置槽、陀螺仪、轮盘菜单、组合键、连发、应用自动识别以及桌面悬浮窗；
2. 我们在期限内发布的程序更新；
3. 账户中心，您可以在其中管理套餐、电脑、订单、发票和个人资料；
4. 配置分享社区，以及手机配套应用（Android 6.0 及以上、iOS 14.0 及以上）；
5. 第 9 节所述的技术支持。

## 4. 我们授予您的许可

在遵守本协议并支付套餐费用的前提下，我们授予您一项个人的、非独占的、不可转让的许可，允许您在期限内为自己使用的目的，在不超过电脑上限的电脑上安装和使用本程序。终身授权的许可没有到期日，但仍受本协议约束。

该许可不包括以下权利：再许可、出租、出借或转售服务；利用服务为他人提供映射服务；或在法律明确允许的范围之外复制、修改、反编译或逆向工程本程序。本程序是许可使用而非出售，本协议未授予的一切权利均由我们保留。

为客户购买套餐的经销商可以将每个套餐转交给一位客户，由该客户依照本协议持有。

## 5. 按电脑激活

本程序必须在每台电脑上激活，激活时需要联网：

- 您在某台电脑上登录程序后，这台电脑即登记为一个实例，并计入您的电脑上限。
- 程序会不时检查激活状态。如果长时间无法连接到我们，程序可能会要求您联网后再继续使用。
- 您可以在[账户](/account)中查看每个实例的设备名称、创建日期、状态和程序版本，并撤销其中任何一个。撤销后，名额可以让给另一台电脑。为防止滥用，撤销操作可能会暂停到账户中显示的日期。
- 达到电脑上限后，只有在撤销其他电脑或升级套餐后，才能激活新的电脑。
- 如果您需要超过 10 个实例，请联系客服商定合适的安排。

本程序运行于 64 位 Windows 10 或 11，需要 Intel 或 AMD x64 或 ARM64 处理器、至少 90 MB 可用磁盘空间、4 GB 内存、DirectX 9 或更高版本，以及 .NET Framework 4.7.2 或更高版本。

## 6. 期限、费用与续费

套餐费用为您购买时结账页面显示的价格。对于订阅：

- 使用银行卡或 PayPal 付款的订阅，除非您在续费日之前取消，否则会按届时的标准价格自动续费相同长度的期限；其他支付方式以及面向中国大陆的购买不会自动续费；
- 您可以随时在账户的会员页面取消订阅。取消后，订阅在预付期限结束前仍然有效，不再收取费用，并且在此之前您可以恢复订阅；
- 订阅一旦在电脑上激活，即不予退款；
- 升级时，今天需支付的金额是当前期限已付金额与已使用部分之间的差额，之后的付款按标准价格计算。

终身授权只需支付一次。我们在您购买之后新增的高级功能，可能需要终身授权用户另行付费；您已购买的功能会一直可用。一个账户同一时间只能持有一个有效订阅或一个终身授权。详细规则见[使用条款](/terms-of-use)第 3 至 7 节。

## 7. 可用性与维护

程序激活后，无需持续联网即可在您的电脑上运行；服务的在线部分（激活、账户中心和社区）由我们的服务器提供。我们的目标是每个自然月内这些在线部分的可用时间不低于 99%，计划维护和我们无法控制的事件除外。

对于会中断激活或账户中心的计划维护，我们会尽可能提前在网站上或通过邮件通知，并安排在使用较少的时段进行。激活服务不可用时，已经激活的程序可以继续使用。

我们可能改变服务的交付方式，例如迁移到其他服务器，但不会因此在您的期限内减少您套餐的功能。

## 8. 更新与服务变更

我们会持续改进 Remapper。更新可能会新增、改进功能，极少数情况下也会替换功能。在您已付费的期限内，我们不会删减付费套餐的核心功能。

有些更新是出于安全原因，或为了兼容新版本的 Windows、游戏或设备。在合理的提前通知之后，旧版本的程序可能无法再激活；[版本说明](/releases)列出了每个版本的变化以及已停止支持的版本。

## 9. 技术支持

每个套餐都包含技术支持：

- [帮助页面](/help)和在线指南提供使用说明和常见问题解答。
- 您可以发送邮件至 [support@remapper.app](mailto:support@remapper.app)，或使用帮助页面上的联系表单。我们使用中文或英文答复，通常在 2 个工作日内回复。
- 技术支持涵盖程序的安装和激活、各项功能的使用，以及账户、订单和电脑方面的问题；不包括 Remapper 所需范围之外的第三方游戏、驱动程序或设备的设置。

## 10. 数据处理

为提供服务，我们按[隐私政策](/privacy)所述处理您的账户数据。简而言之：

- 程序只向我们发送激活所需的信息：您的登录信息、电脑的标识符和设备名称，以及程序版本；
- 您的键盘按键、手柄按键和配置都保留在您的电脑上，除非您把配置分享到社区；
- 我们使用托管、支付和邮件服务商，他们受书面协议和我们指示的约束；
- 我们采用隐私政策中所述的措施保护数据，并在不再需要时将其删除。

如果您将服务用于企业，并借此处理他人的个人数据（例如员工的电脑），您须确保具有相应的法律依据，我们则代表您并按您的指示处理这些数据。

## 11. 您的责任

您同意：

1. 妥善保管账户凭据，如认为他人在使用，请立即告诉我们；
2. 只在电脑上限以内并按照[使用条款](/terms-of-use)的规则使用服务；
3. 遵守您使用 Remapper 时所玩游戏和所用在线服务的规则，尤其是有关宏和自动输入的规则；
4. 使电脑的操作系统和驱动程序保持在程序支持的状态。

## 12. 品质保证

我们会以合理的谨慎和专业能力提供服务，程序的运行将与本网站的描述基本一致。如果不一致，请告诉我们：我们会在合理时间内修复缺陷；如果无法修复，您可以终止本协议，并获得期限内未使用部分的费用退款。这不影响您作为消费者依法享有的其他权利。

由于游戏、设备、驱动程序和反作弊系统会在我们不参与的情况下发生变化，我们不保证程序能与所有这些产品配合使用。免费试用可以让您在付款前确认兼容性。

## 13. 责任

对于故意、重大过失、对生命、身体或健康的伤害，以及法律不允许限制责任的其他情形，任何一方均不限制其责任。除此之外，我们在本协议下的责任限于此类合同典型的可预见损害，且总额不超过导致损害的事件发生前 12 个月内您为服务支付的费用。对于因游戏或在线服务处罚使用映射软件而造成的损失，或因您未备份数据而造成的损失，我们不承担责任。

## 14. 期限、暂停与终止

本协议自您开始试用或首次付款成功时生效，在您持有套餐期间持续有效。

- 试用在 7 天后结束。订阅被取消或未续费的，在期限结束时终止。终身授权不会自行终止。
- 您可以随时通过取消订阅或要求我们删除账户来终止本协议。
- 对于违反本协议或使用条款的账户，例如通过共享激活名额超出电脑上限、存在欺诈或攻击服务，我们可能暂停其服务。违约情节严重或经警告后仍继续的，我们可能终止本协议。因您违约而终止的套餐，费用不予退还。
- 本协议终止后，您的实例会被停用，程序将无法再与您的账户配合使用。您的发票在法律要求我们保存的期间内仍然可以查看。

## 15. 一般条款

- **变更**：我们可能出于法律、技术或业务原因更新本协议，并在重要变更生效前至少 30 天通知您。变更自正在进行的订阅下一次续费时起适用，如您不接受，可以在此之前取消。
- **转让**：除作为礼物为他人购买外，您不得将套餐转让给其他账户。我们可以按相同条款将本协议转让给接管服务的公司。
- **适用法律**：本协议受 Remapper 设立地法律管辖，但不影响您作为消费者依居住国强制性法律享有的保护。
- **可分割性**：本协议的某项条款无效的，其余条款继续有效。

## 16. 联系我们

关于本协议的问题，请发送邮件至 [support@remapper.app](mailto:support@remapper.app)。网站和账户规则请参阅[使用条款](/terms-of-use)；个人数据请参阅[隐私政策](/privacy)；订阅推出之前所购的许可证请参阅[旧版许可证最终用户许可协议](/eula)。
`,
});

export const saasPages = [en, zhCN];
