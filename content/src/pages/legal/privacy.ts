import { legalPage } from './legal-page';

// /privacy: the privacy policy of the shop, the account area and the desktop program's activation.

const UPDATED = '2026-11-26';

const en = legalPage('privacy', 'en', UPDATED, {
  title: 'Privacy Policy',
  summary:
    'What personal data Remapper collects when you use this website, your account and the desktop program, why we need it, who helps us process it, how long we keep it and how you can control it.',
  body: `
## 1. Who we are and what this policy covers

Remapper ("we", "us") runs this website, the account area, the checkout and the activation service that the Remapper desktop program talks to. We decide why and how your personal data is processed for these services, so we are responsible for it.

This policy covers:

- the public website, including the blog, release notes, guides and contact forms;
- your Remapper account, the checkout, your orders and invoices;
- the activation of the desktop program on your PCs and the list of those PCs in your account;
- the mails we send you.

It does not cover websites and services of others that we link to, such as a game store or a video platform. Their own policies apply there. How you may use Remapper is described in the [Terms of Use](/terms-of-use), the [SaaS Agreement](/saas) and, for licences bought before subscriptions existed, the [EULA for legacy licences](/eula).

## 2. The data we collect about you

We collect only what we need to sell you Remapper, to let you use it on your PCs and to help you when something goes wrong.

### Your account

- Your email address, which is also your sign-in name.
- Your password, which we never store in readable form: we keep only a salted hash of it.
- Whether your email address is confirmed, whether your account is a reseller (partner) account, and whether it was blocked for abuse.
- Your billing details, if you enter them in your profile: first and last name, company, address, city, state or province, postal code, country and phone number.
- Whether you want to receive news from us by mail.

### Orders, invoices and VAT numbers

When you buy a trial, a subscription or lifetime access, we record the order: the date, the plan and number of PCs, the amount and currency, the payment method, the payment status, any coupon or gift recipient, refunds and the invoice that belongs to it. If you buy as a business in the European Union, you may enter a VAT number; we check that it is valid and print it on your invoice so that the right tax is charged. If you redeem a Taobao purchase code, we record the code and the account it was applied to.

### PCs registered by the desktop program

When the Remapper program is activated, it registers the PC with your account as an "instance". For each instance we store the device name, the date it was registered, its status, the program version and an identifier that the program creates for that PC, so that an activation stays tied to one machine. You see this list in your [account](/account) and can revoke a PC there at any time.

### Sign-in with Google, Facebook, Discord or Steam

If you choose to sign in with one of these providers, the provider tells us who you are. We receive an account identifier and, where the provider shares them, your email address and name. Steam shares no email address. We never receive your password for those services. You can disconnect a provider in your profile; you then sign in with your email and password.

### Messages you send us

When you write to support or use the forms for help, partners, translators or game developers, we receive what you enter: your name, email address, subject and message, and for partner requests your site or channel and its audience.

### Technical data

Like every web server, ours receives your IP address, the pages you request, the time and your browser's user agent. We use this to deliver the pages, to stop abuse such as repeated failed sign-ins and to find errors. When an error occurs, a technical report about it may be sent to our error-reporting service.

## 3. What the desktop program sends, and what it does not

The program needs the internet to activate a PC and to check from time to time that its activation is still valid. For this it sends your account details for the sign-in, the PC's identifier, its device name and the program version.

The program does **not** send us your key presses, button presses, mouse movements or the contents of your configurations. Remapping happens on your PC. A configuration leaves your PC only when you choose to share it with the community, and then it is public under the name you share it with.

If you use the mobile companion app, it connects to the program on your own network; we do not receive what you do with it.

## 4. Cookies and storage in your browser

We keep the use of cookies small. This site sets or reads:

- **NEXT_LOCALE**, a cookie that remembers the language you chose (English or Simplified Chinese). It lasts 365 days and is sent only to this site (SameSite=Lax).
- **A session cookie** while you are signed in. It holds a random token, not your password, cannot be read by scripts (HttpOnly) and ends when you sign out or the session expires.
- **The cookie banner's choice.** When you choose "Ok" on the cookie notice, your browser keeps that choice and its date in its local storage, so the notice is not shown again. Nothing about it is sent to us. Clearing the site's data in your browser brings the notice back.
- **A signed-in marker** in local storage, so that the pages know to show your account menu. It holds no personal data.

Outside mainland China, our forms load a captcha service that checks that a person, not a bot, is sending them; that service may set its own cookies. Where we measure how the site is used, we do so with aggregated statistics, and the analytics services we use may set cookies of their own.

### Third-party scripts

Where we measure how the site is used, we may use Google Analytics (analytics) and Google Tag Manager (a tag manager). Their scripts come from Google's servers and may set cookies of their own. They load only after you choose "Ok" on the cookie notice, never before, and never on the account, checkout or sign-in pages. Clearing the site's data in your browser withdraws your choice: the notice comes back and the scripts stay off until you choose "Ok" again.

You can delete cookies and site data in your browser at any time. Without the session cookie you cannot stay signed in; without NEXT_LOCALE the site picks a language from your browser's settings.

## 5. Why we use your data

We use your data for these purposes, each with its legal basis:

1. **To provide what you bought** (contract): your account, the checkout, activation of your PCs, renewals, upgrades and invoices.
2. **To keep accounts and payments safe** (legitimate interest): preventing fraud, stopping repeated failed sign-ins, blocking accounts that break the [Terms of Use](/terms-of-use), and rejecting temporary or anonymous email addresses.
3. **To meet legal duties** (legal obligation): keeping invoices and payment records for tax and accounting law, and checking VAT numbers.
4. **To answer you** (contract or legitimate interest): replying to support requests and to the messages you send through our forms.
5. **To improve Remapper** (legitimate interest): understanding which pages are used and which errors happen, in aggregated form.
6. **To send you news** (consent): only if you chose to receive it. You can withdraw this consent at any time with the link in every newsletter or in your profile.

We do not sell your personal data, and we do not use it for automated decisions that have legal effects on you.

## 6. Who we share it with

We share data only with those who help us run the service, and only what they need:

- **Payment processors.** Card and PayPal payments are handled by payment processors. You enter your card details with them, not with us; we receive the payment's status, amount, method and a reference, never your full card number.
- **Sign-in providers.** If you sign in with Google, Facebook, Discord or Steam, the provider learns that you signed in to Remapper.
- **Mail delivery.** A mail service delivers our mails: account confirmation, password reset and sign-in links, receipts and invoices, renewal notices and, if you asked for it, news.
- **Hosting.** Our servers and databases are run by hosting providers that store the data for us and may not use it for themselves.
- **Resellers.** If you bought Remapper through a reseller, that reseller sees your email address, your plan, its term and the days left, so that they can support you.
- **Authorities.** We disclose data to authorities only when the law requires it.

Each of these service providers processes the data on our behalf under a written agreement.

## 7. Transfers outside your country

Our service providers may process data in countries other than yours, including countries outside the European Economic Area. Where the law requires it, we protect such transfers with the standard contractual clauses approved by the European Commission or similar safeguards. You can ask us for a copy of them at the address in section 13.

## 8. How long we keep your data

- **Your account** is kept while it exists. When you ask us to delete it, we delete or anonymise its data within 30 days.
- **Orders, invoices and VAT numbers** are kept for as long as tax and accounting law requires, which is up to 10 years, even after your account is deleted.
- **Your PCs (instances)** are kept while they are part of your account; a revoked PC is removed from it.
- **Support requests and form messages** are kept for 2 years after the conversation ends.
- **Server logs** are kept for up to 90 days, unless we need them longer to investigate a specific abuse.
- **Backups** are overwritten within 30 days.

## 9. How we protect your data

All connections to the site use HTTPS. Passwords are stored only as hashes made with a modern password-hashing method. Session tokens and one-time links (account confirmation, password reset, sign-in by link, email change) are stored hashed, expire and can be used once. Access to personal data inside our team is limited to the people who need it for their work. No system is perfectly secure; if a breach puts your data at risk, we will tell you and the responsible authority as the law requires.

## 10. Your rights

Depending on where you live, you have the right to:

- **access** the personal data we hold about you and get a copy of it;
- **correct** data that is wrong or incomplete (most of it you can change yourself in your profile);
- **delete** your data, unless we must keep it by law (such as invoices);
- **restrict** or **object to** processing that is based on our legitimate interest;
- **take your data with you** in a common machine-readable format;
- **withdraw your consent** at any time, for example to our news mails, without affecting what was done before;
- **complain** to the data protection authority where you live or work.

Two of them you can use yourself, at any time, on your [profile page](/account/profile):

- **Download my data** saves a copy of what we hold about your account as a JSON file: your profile and billing details, orders with their invoice numbers, plans, licences, PCs, connected accounts, sign-ins, email change requests and the subjects and dates of the emails we sent you. It never contains your password or any sign-in token.
- **Delete my account** asks for your current password (or, for an account without one, a fresh sign-in) and your email address typed again. It signs you out everywhere, deactivates your PCs and the desktop program, stops auto-renewal, removes connected accounts and erases your profile at once; we confirm it by email. Invoices and the orders behind them stay, with the name and address they were issued to, as bookkeeping law requires. Plans you bought for others stay theirs. You can later sign up again with the same address, as a new account.

For any other right, or if you cannot sign in, write to [support@remapper.app](mailto:support@remapper.app) from the email address of your account. We answer within one month and may ask you to confirm your identity first. Changing the email address of your account is done by request from your profile, because it is also your sign-in name.

## 11. Children

Remapper is not meant for children under 16, and we do not knowingly collect their data. A younger player may use Remapper only through an account of a parent or guardian. If you believe a child has given us personal data, contact us and we will delete it.

## 12. Changes to this policy

We change this policy when our services or the law change. The date at the top of the page shows the last change. If a change matters for how we use your data, we tell you by mail or with a notice in your account before it applies.

## 13. Contact

For any question about your privacy or this policy, write to [support@remapper.app](mailto:support@remapper.app). You can also reach us through the [help page](/help). The rules for buying and using Remapper are in the [Terms of Use](/terms-of-use) and the [SaaS Agreement](/saas).
`,
});

const zhCN = legalPage('privacy', 'zh_CN', UPDATED, {
  title: '隐私政策',
  summary:
    '本政策说明您使用本网站、您的账户和 Remapper 桌面程序时，我们会收集哪些个人数据、为什么需要、由谁协助处理、保留多久，以及您可以如何掌控这些数据。',
  body: `
## 1. 我们是谁，本政策适用于什么

Remapper（以下称“我们”）运营本网站、账户中心、结账页面，以及 Remapper 桌面程序所连接的激活服务。我们决定为这些服务处理您个人数据的目的和方式，因此对这些数据负责。

本政策适用于：

- 公开网站，包括博客、版本说明、使用指南和各类联系表单；
- 您的 Remapper 账户、结账流程、订单和发票；
- 桌面程序在您电脑上的激活，以及账户中显示的电脑列表；
- 我们发给您的邮件。

本政策不适用于我们链接到的其他网站和服务，例如游戏商店或视频平台，这些网站和服务适用其各自的政策。您可以如何使用 Remapper，请参阅[使用条款](/terms-of-use)、[SaaS 协议](/saas)，以及适用于订阅推出之前所购许可证的[旧版许可证最终用户许可协议](/eula)。

## 2. 我们收集的数据

我们只收集向您销售 Remapper、让您在电脑上使用它，以及在出现问题时为您提供帮助所必需的数据。

### 您的账户

- 您的电子邮箱地址，它同时也是您的登录名。
- 您的密码。我们从不以可读形式保存密码，只保存加盐后的哈希值。
- 您的邮箱是否已确认、您的账户是否为经销商（合作伙伴）账户，以及账户是否因滥用而被封禁。
- 您在个人资料中填写的账单信息：姓名、公司、地址、城市、州或省、邮政编码、国家和电话号码。
- 您是否愿意通过邮件接收我们的新闻。

### 订单、发票和增值税号

当您购买试用、订阅或终身授权时，我们会记录订单：日期、套餐和电脑数量、金额和币种、支付方式、支付状态、所用的优惠码或礼物接收人、退款情况，以及对应的发票。如果您以欧盟企业身份购买，可以填写增值税号；我们会核验其有效性并将其打印在发票上，以便正确计税。如果您兑换淘宝兑换码，我们会记录该兑换码以及使用它的账户。

### 桌面程序登记的电脑

Remapper 程序激活时，会把这台电脑作为一个“实例”登记到您的账户。对于每个实例，我们保存设备名称、登记日期、状态、程序版本，以及程序为这台电脑生成的标识符，以便每次激活都只对应一台机器。您可以在[账户](/account)中查看这份列表，并随时撤销其中任何一台电脑。

### 使用 Google、Facebook、Discord 或 Steam 登录

如果您选择通过这些服务登录，服务方会告诉我们您是谁。我们会收到一个账户标识符；在服务方提供的情况下，还会收到您的邮箱地址和姓名。Steam 不提供邮箱地址。我们永远不会获得您在这些服务上的密码。您可以在个人资料中解除关联，之后使用邮箱和密码登录。

### 您发给我们的信息

当您联系客服，或使用帮助、合作伙伴、译者或游戏开发者表单时，我们会收到您填写的内容：姓名、邮箱地址、主题和留言；对于合作申请，还包括您的网站或频道及其访问量。

### 技术数据

和所有网站服务器一样，我们的服务器会收到您的 IP 地址、您访问的页面、访问时间以及浏览器的用户代理信息。我们用这些数据来提供页面、阻止滥用行为（例如反复登录失败），以及排查错误。发生错误时，相关的技术报告可能会发送到我们的错误报告服务。

## 3. 桌面程序会发送什么，不会发送什么

程序需要联网才能激活电脑，并会不时检查激活是否仍然有效。为此，它会发送登录所需的账户信息、电脑标识符、设备名称和程序版本。

程序**不会**向我们发送您的键盘按键、手柄按键、鼠标移动，也不会发送您配置文件的内容。所有映射都在您的电脑上完成。只有当您主动把配置分享到社区时，它才会离开您的电脑，并以您分享时使用的名称公开。

如果您使用手机配套应用，它只在您自己的网络中连接程序，我们不会收到您在其中的操作。

## 4. Cookie 与浏览器存储

我们尽量少用 Cookie。本网站会设置或读取：

- **NEXT_LOCALE**：记住您选择的语言（英语或简体中文）的 Cookie，有效期 365 天，只发送给本网站（SameSite=Lax）。
- **会话 Cookie**：在您登录期间使用，其中保存的是一个随机令牌而不是您的密码，脚本无法读取（HttpOnly），在您退出登录或会话过期时失效。
- **Cookie 提示的选择**：当您在 Cookie 提示上点击“好的”后，浏览器会把这一选择及其日期保存在本地存储中，之后不再显示该提示。这项信息不会发送给我们。清除浏览器中本网站的数据后，提示会重新出现。
- **登录标记**：保存在本地存储中，让页面知道应显示您的账户菜单，不包含任何个人数据。

在中国大陆以外地区，我们的表单会加载人机验证服务，用于确认提交表单的是真人而不是机器人；该服务可能设置自己的 Cookie。在我们统计网站使用情况时，只使用汇总后的统计数据，所用的分析服务可能设置其自己的 Cookie。

### 第三方脚本

在统计网站使用情况时，我们可能使用 Google 的分析服务和标签管理器。它们的脚本来自 Google 的服务器，可能设置自己的 Cookie。只有在您点击 Cookie 提示上的“好的”之后才会加载，之前绝不加载，也绝不会在账户、结账或登录页面上加载。清除浏览器中本网站的数据即可撤回您的选择：提示会重新出现，在您再次点击“好的”之前，这些脚本不会加载。

您可以随时在浏览器中删除 Cookie 和网站数据。没有会话 Cookie，您将无法保持登录状态；没有 NEXT_LOCALE，网站会根据浏览器设置选择语言。

## 5. 我们为什么使用您的数据

我们出于以下目的使用您的数据，每项目的都有相应的法律依据：

1. **提供您购买的服务**（履行合同）：您的账户、结账、电脑激活、续费、升级和发票。
2. **保障账户和支付安全**（正当利益）：防范欺诈、阻止反复登录失败、封禁违反[使用条款](/terms-of-use)的账户，以及拒绝临时或匿名邮箱地址。
3. **履行法律义务**（法定义务）：依照税务和会计法规保存发票和支付记录，以及核验增值税号。
4. **回复您的来信**（履行合同或正当利益）：答复客服请求和您通过表单发来的信息。
5. **改进 Remapper**（正当利益）：以汇总形式了解哪些页面被使用、出现了哪些错误。
6. **向您发送新闻**（同意）：仅在您选择接收时发送。您可以随时通过每封新闻邮件中的链接或在个人资料中撤回同意。

我们不会出售您的个人数据，也不会利用它对您作出具有法律效力的自动化决策。

## 6. 我们与谁共享数据

我们只与协助我们运营服务的各方共享数据，并且只提供他们所需的部分：

- **支付服务商**：银行卡和 PayPal 付款由支付服务商处理。您的银行卡信息直接提交给他们，而不是我们；我们只收到付款状态、金额、支付方式和一个参考编号，永远不会获得完整的卡号。
- **登录服务方**：如果您使用 Google、Facebook、Discord 或 Steam 登录，服务方会知道您登录了 Remapper。
- **邮件发送**：由邮件服务商投递我们的邮件，包括账户确认、密码重置和登录链接、收据和发票、续费通知，以及您订阅的新闻。
- **托管服务**：我们的服务器和数据库由托管服务商运行，他们代我们存储数据，不得将其用于自身目的。
- **经销商**：如果您通过经销商购买 Remapper，该经销商可以看到您的邮箱地址、套餐、期限和剩余天数，以便为您提供支持。
- **政府机关**：只有在法律要求时，我们才会向有关机关披露数据。

上述每一家服务商都依据书面协议代表我们处理数据。

## 7. 跨境传输

我们的服务商可能在您所在国家以外的地方处理数据，包括欧洲经济区以外的国家。在法律要求时，我们会通过欧盟委员会批准的标准合同条款或类似保障措施来保护此类传输。您可以通过第 13 节中的地址向我们索取相关文件副本。

## 8. 数据保留多久

- **账户数据**在账户存续期间保留。您要求删除账户后，我们会在 30 天内删除或匿名化其数据。
- **订单、发票和增值税号**按税务和会计法规要求的期限保留，最长 10 年，即使账户已删除也是如此。
- **电脑实例**在属于您的账户期间保留；被撤销的电脑会从账户中删除。
- **客服请求和表单留言**在对话结束后保留 2 年。
- **服务器日志**最多保留 90 天，除非我们需要更长时间来调查具体的滥用行为。
- **备份**在 30 天内被覆盖。

## 9. 我们如何保护您的数据

访问本网站的所有连接都使用 HTTPS。密码只以现代密码哈希算法生成的哈希值形式保存。会话令牌和一次性链接（账户确认、密码重置、链接登录、更换邮箱）以哈希形式保存，会过期，并且只能使用一次。团队内部只有工作需要的人员才能访问个人数据。没有任何系统是绝对安全的；如果发生危及您数据的泄露事件，我们会按法律要求通知您和主管机关。

## 10. 您的权利

根据您所在地区的法律，您有权：

- **访问**我们持有的您的个人数据，并获取副本；
- **更正**错误或不完整的数据（大部分数据您可以在个人资料中自行修改）；
- **删除**您的数据，法律要求我们保留的数据（例如发票）除外；
- **限制**或**反对**基于我们正当利益的处理；
- 以常见的机器可读格式**带走您的数据**；
- 随时**撤回同意**，例如不再接收新闻邮件，这不影响撤回之前的处理；
- 向您居住地或工作地的数据保护机构**投诉**。

其中两项权利您可以随时在[个人资料页面](/account/profile)上自行行使：

- **下载我的数据**：将我们保存的与您账户有关的数据副本保存为 JSON 文件，包括个人资料和账单信息、订单及发票编号、套餐、许可证、电脑、已关联的账户、登录记录、更换邮箱申请，以及我们发给您的邮件的主题和日期。其中绝不包含您的密码或任何登录令牌。
- **删除账户**：需要输入当前密码（没有密码的账户需重新登录），并再次输入您的邮箱地址。删除后，您将立即在所有设备上退出登录，您的电脑和桌面程序将被停用，自动续费将停止，已关联的账户将被移除，个人资料将被清除；我们会发邮件确认。按照账务法规的要求，发票及其对应的订单仍会保留，并保留开票时的姓名和地址。您为他人购买的套餐仍归他们所有。之后您可以使用同一邮箱重新注册一个新账户。

如需行使其他权利，或您无法登录，请使用您账户的邮箱发送邮件至 [support@remapper.app](mailto:support@remapper.app)。我们会在一个月内答复，并可能先请您确认身份。由于账户邮箱同时是登录名，更换邮箱需要在个人资料中提交申请。

## 11. 儿童

Remapper 不面向 16 岁以下的儿童，我们也不会有意收集他们的数据。未满 16 岁的玩家只能通过父母或监护人的账户使用 Remapper。如果您认为有儿童向我们提供了个人数据，请联系我们，我们会将其删除。

## 12. 本政策的变更

当我们的服务或法律发生变化时，我们会更新本政策。页面顶部的日期显示最近一次更新的时间。如果变更会影响我们使用您数据的方式，我们会在变更生效前通过邮件或账户中的通知告诉您。

## 13. 联系我们

如对您的隐私或本政策有任何疑问，请发送邮件至 [support@remapper.app](mailto:support@remapper.app)，也可以通过[帮助页面](/help)联系我们。购买和使用 Remapper 的规则请参阅[使用条款](/terms-of-use)和 [SaaS 协议](/saas)。
`,
});

export const privacyPages = [en, zhCN];
