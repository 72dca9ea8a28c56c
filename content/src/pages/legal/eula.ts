import { legalPage } from './legal-page';

// /eula: the end-user licence agreement for legacy licences (spec 1: they may coexist with a
// subscription; an upgrade to lifetime deactivates the licence; the free switch offer has ended).

const UPDATED = '2026-01-12';

const en = legalPage('eula', 'en', UPDATED, {
  title: 'End-User Licence Agreement for Legacy Licences',
  summary:
    'The licence terms for Remapper licences with a serial number that were bought before subscriptions and lifetime access were introduced, and how those licences work next to today’s plans.',
  body: `
## 1. About this agreement

This End-User Licence Agreement ("EULA") is an agreement between you and Remapper ("we", "us") about a **legacy licence**: a Remapper licence with a serial number that was bought before subscriptions and lifetime access were introduced.

If you bought a free trial, a subscription or lifetime access, this EULA does not apply to that plan; the [SaaS Agreement](/saas) does. The [Terms of Use](/terms-of-use) apply to everyone who uses the website and the account area, and the [Privacy Policy](/privacy) explains how we process personal data, including the data of legacy licence holders.

We wrote this version of the EULA to describe how legacy licences work today, next to the current plans. It replaces earlier versions for the future. It does not take away any right that your licence gave you when you bought it: where an earlier version was more favourable to you on a point, that point still applies.

## 2. Definitions

- **Legacy licence**: a licence bought before subscriptions and lifetime access existed, shown in your [account](/account) with its serial number, status, description and note.
- **Serial number**: the unique number of a legacy licence, which identifies it in your account and in messages to support.
- **Instance**: one installed Windows PC on which the program is activated with the legacy licence.
- **Available instances**: how many more PCs the licence can be activated on at the moment, shown next to the licence in your account.
- **Status**: **Active** when the licence is in use on at least one PC, **Available** when it can still be activated.

## 3. What the licence lets you do

A legacy licence gives you a personal, non-exclusive, non-transferable right to install and use the Remapper program on as many PCs as the licence allows, for your own use. The licence does not expire: it stays valid for as long as you comply with this EULA.

The licence covers the features that came with it. We keep legacy licences working with current versions of the program for those features. Features that were introduced for subscriptions and lifetime access, and that a legacy licence never included, need one of those plans.

The program is licensed, not sold. All rights we do not expressly grant in this EULA remain ours.

## 4. Activation and instances

Each legacy licence can be activated on a fixed number of PCs, as shown in your account. Activation needs an internet connection and a Windows 10 or 11 (64-bit) PC that meets the program's system requirements.

- Activating the program on a PC with the licence uses one of its available instances.
- Revoking a PC in your account removes that instance and gives the place back: the licence's available instances go up by one.
- To protect against abuse, revoking may be paused until a date shown in your account. If you need a PC freed before then, contact support.
- You can add a note to each licence in your account, for example to remember which PC or which person it is for.
- If you manage more than 10 instances across your licences and plans, contact support.

## 5. What you may not do

Unless the law expressly allows it, you must not:

1. use the licence on more PCs than it allows, or share its serial number so that others can activate it;
2. sell, rent, lend or sublicense the licence or the program;
3. copy, modify, decompile, disassemble or reverse-engineer the program, or get around its activation;
4. remove or change any notice of ownership in the program;
5. use the program in breach of the rules of games, tournaments or online services, or for anything unlawful.

## 6. Legacy licences and subscriptions together

A legacy licence may be held together with a subscription in the same account. Each keeps its own PCs: the instances of the licence count towards the licence, and those of the subscription towards the subscription. Cancelling, renewing or upgrading the subscription does not change the legacy licence, and the licence does not count towards the rule that an account holds one active subscription or one lifetime access.

## 7. Upgrading a legacy licence to lifetime access

You can upgrade a legacy licence to lifetime access from your account. When you do:

- lifetime access is added to your account, for up to 3 PCs, under the [SaaS Agreement](/saas);
- the legacy licence you upgrade from is **deactivated**: its serial number stops working and its PCs must be activated again under lifetime access;
- your other legacy licences, if you have any, stay unchanged;
- the price is shown before you pay and follows the upgrade rules of the [Terms of Use](/terms-of-use).

An upgrade cannot be undone: a deactivated legacy licence cannot be restored after lifetime access has been added.

## 8. The end of the free switch offer

For a limited time, we offered legacy licence holders a free switch from their licence to lifetime access. **That offer has ended** and is no longer available. Ending the offer does not affect your licence:

- your legacy licence **stays valid** under this EULA;
- you can keep using it on the PCs it allows, without any payment;
- you can still upgrade to lifetime access as described in section 7, at the price shown in your account.

Switches that were completed while the offer ran are final and stay as they are.

## 9. Updates and support

We provide updates to the program for the features your licence covers and may publish new versions at any time. Some versions may be discontinued when they can no longer be kept safe or compatible; the [release notes](/releases) say which. Support for legacy licences is available through the [help page](/help) and at [support@remapper.app](mailto:support@remapper.app). Please give the serial number of your licence when you write to us.

## 10. Ownership and third-party components

The program, its code, texts and graphics, and the Remapper name and logo belong to us or to our licensors. The program includes components of others that are licensed under their own terms, which are listed with the program; those terms apply to those components. Names of games and devices belong to their owners.

## 11. No other warranties

The program is provided as it is and as it is available, with the features described on this website. We do not promise that it will work with every game, device, driver or anti-cheat system, or without interruption. This does not limit any warranty or right that you have under the law of the country where you live and that cannot be excluded by contract.

## 12. Limitation of liability

We are fully liable for damage caused intentionally or by gross negligence and for injury to life, body or health. Otherwise, our liability under this EULA is limited to the foreseeable damage typical for a licence like this and, in total, to the price you paid for the legacy licence. We are not liable for loss of data you did not back up, or for penalties that games or online services impose for using remapping software.

## 13. Termination

You can stop using the licence at any time and ask us to delete it from your account. We may end the licence if you seriously breach this EULA, for example by sharing its serial number or reselling activations, after a warning where the breach can be fixed. When the licence ends, you must stop using the program with it and its instances are deactivated. Upgrading to lifetime access ends the upgraded licence as described in section 7.

## 14. Changes and applicable law

We may update this EULA when our services or the law change; changes never shorten your licence or take away the features it covers. The date at the top shows the last change. This EULA is governed by the law of the place where Remapper is established, without taking away the protection that the mandatory law of the country where you live gives you as a consumer.

## 15. Contact

Questions about your legacy licence or this EULA: [support@remapper.app](mailto:support@remapper.app). Related documents: the [Terms of Use](/terms-of-use), the [SaaS Agreement](/saas) and the [Privacy Policy](/privacy).
`,
});

const zhCN = legalPage('eula', 'zh_CN', UPDATED, {
  title: '旧版许可证最终用户许可协议',
  summary: '适用于在订阅和终身授权推出之前购买的、带序列号的 Remapper 许可证的许可条款，并说明这些许可证如何与现行套餐并存。',
  body: `
## 1. 关于本协议

本最终用户许可协议（以下称“本协议”）是您与 Remapper（以下称“我们”）之间关于**旧版许可证**的协议。旧版许可证是指在订阅和终身授权推出之前购买的、带序列号的 Remapper 许可证。

如果您购买的是免费试用、订阅或终身授权，该套餐不适用本协议，而适用 [SaaS 协议](/saas)。[使用条款](/terms-of-use)适用于所有使用本网站和账户中心的用户；[隐私政策](/privacy)说明我们如何处理个人数据，包括旧版许可证持有人的数据。

我们编写本版协议，是为了说明旧版许可证在现行套餐推出后如何运作。本版协议自此取代此前的版本，但不会剥夺您购买许可证时获得的任何权利：如果旧版协议在某一点上对您更有利，该点仍然适用。

## 2. 定义

- **旧版许可证**：在订阅和终身授权推出之前购买的许可证，在您的[账户](/account)中显示其序列号、状态、说明和备注。
- **序列号**：旧版许可证的唯一编号，用于在账户中以及与客服沟通时识别该许可证。
- **实例**：使用旧版许可证激活了本程序的一台 Windows 电脑。
- **可用实例数**：该许可证当前还可以激活的电脑数量，显示在账户中许可证的旁边。
- **状态**：许可证至少在一台电脑上使用时为 **Active**（已激活），仍可激活时为 **Available**（可用）。

## 3. 许可证允许您做什么

旧版许可证赋予您一项个人的、非独占的、不可转让的权利，允许您为自己使用的目的，在许可证允许的电脑数量内安装和使用 Remapper 程序。许可证不会过期：只要您遵守本协议，它就一直有效。

许可证涵盖购买时所包含的功能。我们会让旧版许可证在当前版本的程序中继续支持这些功能。专为订阅和终身授权推出、旧版许可证从未包含的功能，需要购买相应套餐才能使用。

本程序是许可使用而非出售。本协议未明确授予的一切权利均由我们保留。

## 4. 激活与实例

每份旧版许可证可激活的电脑数量是固定的，以账户中的显示为准。激活需要联网，并需要一台符合程序系统要求的 64 位 Windows 10 或 11 电脑。

- 使用该许可证在一台电脑上激活程序，会占用一个可用实例。
- 在账户中撤销一台电脑会删除对应实例并归还名额：该许可证的可用实例数加一。
- 为防止滥用，撤销操作可能会暂停到账户中显示的日期。如果您需要在此之前释放某台电脑，请联系客服。
- 您可以在账户中为每份许可证添加备注，例如记下它用于哪台电脑或哪个人。
- 如果您的各项许可证和套餐合计管理超过 10 个实例，请联系客服。

## 5. 禁止事项

除非法律明确允许，您不得：

1. 在超出许可证允许数量的电脑上使用该许可证，或分享其序列号供他人激活；
2. 出售、出租、出借或转授该许可证或本程序；
3. 复制、修改、反编译、反汇编或逆向工程本程序，或绕过其激活机制；
4. 删除或更改程序中的任何权属声明；
5. 违反游戏、比赛或在线服务的规则使用本程序，或将其用于任何违法用途。

## 6. 旧版许可证与订阅并存

同一账户可以同时持有旧版许可证和订阅。两者各自管理自己的电脑：许可证的实例计入该许可证，订阅的实例计入该订阅。取消、续费或升级订阅不会改变旧版许可证；“一个账户只能持有一个有效订阅或一个终身授权”的规则也不计入旧版许可证。

## 7. 将旧版许可证升级为终身授权

您可以在账户中将旧版许可证升级为终身授权。升级后：

- 您的账户会依照 [SaaS 协议](/saas)获得终身授权，最多可用于 3 台电脑；
- 用于升级的旧版许可证会被**停用**：其序列号失效，相应电脑需要在终身授权下重新激活；
- 您的其他旧版许可证（如有）保持不变；
- 价格会在付款前显示，并遵循[使用条款](/terms-of-use)中的升级规则。

升级不可撤销：终身授权添加后，被停用的旧版许可证无法恢复。

## 8. 免费切换优惠已结束

我们曾在一段时间内为旧版许可证持有人提供免费切换到终身授权的优惠。**该优惠已经结束**，不再提供。优惠结束不影响您的许可证：

- 您的旧版许可证依照本协议**继续有效**；
- 您可以继续在许可证允许的电脑上使用，无需支付任何费用；
- 您仍然可以按第 7 节所述升级为终身授权，价格以账户中的显示为准。

在优惠期间已完成的切换为最终结果，保持不变。

## 9. 更新与技术支持

我们会为您的许可证所涵盖的功能提供程序更新，并可能随时发布新版本。当某些版本无法再保证安全或兼容时，可能会停止支持，具体版本请参阅[版本说明](/releases)。旧版许可证的技术支持可以通过[帮助页面](/help)或发送邮件至 [support@remapper.app](mailto:support@remapper.app) 获得。联系我们时，请提供您许可证的序列号。

## 10. 权属与第三方组件

本程序及其代码、文字和图形，以及 Remapper 名称和标志，归我们或我们的许可方所有。本程序包含依照其各自许可条款授权的第三方组件，这些组件随程序一同列出，并适用其各自的条款。游戏和设备名称归其各自所有者所有。

## 11. 不作其他保证

本程序按现状和现有可用状态提供，具备本网站所描述的功能。我们不保证它能与所有游戏、设备、驱动程序或反作弊系统配合使用，也不保证其运行不会中断。这不限制您依居住国法律享有的、不能通过合同排除的任何保证或权利。

## 12. 责任限制

对于故意或重大过失造成的损害，以及对生命、身体或健康的伤害，我们承担全部责任。除此之外，我们在本协议下的责任限于此类许可证典型的可预见损害，且总额不超过您为该旧版许可证支付的价格。对于您未备份的数据丢失，或游戏、在线服务因使用映射软件而施加的处罚，我们不承担责任。

## 13. 终止

您可以随时停止使用该许可证，并要求我们将其从您的账户中删除。如果您严重违反本协议，例如分享序列号或转售激活名额，我们可能终止该许可证；违约可以纠正的，我们会先发出警告。许可证终止后，您必须停止使用该许可证运行程序，其实例将被停用。升级为终身授权会按第 7 节所述终止被升级的许可证。

## 14. 变更与适用法律

当我们的服务或法律发生变化时，我们可能更新本协议；任何变更都不会缩短您的授权期限，也不会取消许可证所涵盖的功能。页面顶部的日期显示最近一次更新的时间。本协议受 Remapper 设立地法律管辖，但不影响您作为消费者依居住国强制性法律享有的保护。

## 15. 联系我们

关于您的旧版许可证或本协议的问题，请发送邮件至 [support@remapper.app](mailto:support@remapper.app)。相关文件：[使用条款](/terms-of-use)、[SaaS 协议](/saas)和[隐私政策](/privacy)。
`,
});

export const eulaPages = [en, zhCN];
