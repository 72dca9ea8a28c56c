import { document, keyed, portableText, section } from '@/content/src/lib/documents';

// /translators (spec 2): why and how to translate, the list of thanked languages, and the translator
// form (the contactForm section, rendered once its component is merged).

// The volunteers go by the nicknames they chose; the same people are thanked on both pages.
const thanked = [
  { key: 'de', en: 'German', zh: '德语', native: 'Deutsch', translators: ['KnopfDruck', 'lena.w', 'stickdrift'] },
  { key: 'fr', en: 'French', zh: '法语', native: 'Français', translators: ['Manette_Max', 'coquelicot'] },
  { key: 'es', en: 'Spanish', zh: '西班牙语', native: 'Español', translators: ['palanca_loca', 'Inés R.'] },
  { key: 'pt-br', en: 'Portuguese (Brazil)', zh: '葡萄牙语（巴西）', native: 'Português (Brasil)', translators: ['jogador_tranquilo', 'Bia.exe'] },
  { key: 'it', en: 'Italian', zh: '意大利语', native: 'Italiano', translators: ['tastoRosso'] },
  { key: 'pl', en: 'Polish', zh: '波兰语', native: 'Polski', translators: ['pad_mistrz', 'Zosia K.'] },
  { key: 'uk', en: 'Ukrainian', zh: '乌克兰语', native: 'Українська', translators: ['sonyashnyk', 'Taras_Dev'] },
  { key: 'cs', en: 'Czech', zh: '捷克语', native: 'Čeština', translators: ['ovladac42'] },
  { key: 'tr', en: 'Turkish', zh: '土耳其语', native: 'Türkçe', translators: ['kumandaci', 'Ece B.'] },
  { key: 'nl', en: 'Dutch', zh: '荷兰语', native: 'Nederlands', translators: ['knoppenkoning'] },
  { key: 'ja', en: 'Japanese', zh: '日语', native: '日本語', translators: ['hayate_pad', 'mochi-mochi'] },
  { key: 'ko', en: 'Korean', zh: '韩语', native: '한국어', translators: ['jinwoo.k', 'byeol'] },
  { key: 'zh-cn', en: 'Chinese (Simplified)', zh: '简体中文', native: '简体中文', translators: ['小满', 'Lumi_摇杆'] },
  { key: 'zh-tw', en: 'Chinese (Traditional)', zh: '繁体中文', native: '繁體中文', translators: ['阿哲'] },
  { key: 'vi', en: 'Vietnamese', zh: '越南语', native: 'Tiếng Việt', translators: ['tay_cam_viet'] },
];

const thankedItems = (language: 'en' | 'zh') =>
  keyed(
    thanked.map(({ key, en, zh, native, translators }) => ({
      key,
      _type: 'thankedLanguage' as const,
      language: language === 'en' ? en : zh,
      nativeName: native,
      translators,
    })),
  );

export const translatorsPages = [
  document({
    _id: 'page-translators-en',
    _type: 'page',
    path: '/translators',
    language: 'en',
    sections: [
      section('hero', 'hero', {
        heading: 'Help Remapper speak your language',
        text: 'Remapper is used by players all over the world, and many of them would rather not set up a controller in a second language. Volunteers translate it, and we thank every one of them here.',
      }),
      section('richText', 'why', {
        body: portableText(`
## Why translate

A remapper is full of precise words: activators, shift layers, dead zones, slots. A player who reads them in their own language understands the program in minutes instead of guessing. Your translation is what makes that possible for everyone who speaks your language.

- **Your name on this page**, next to your language, for as long as you want it there.
- **A free Remapper licence** for translators who keep a language up to date.
- **First look at new features**: you see new texts before they are released, so the translation ships on the same day.
- **No tools to install**: everything is translated in the browser.
`),
      }),
      section('richText', 'how', {
        body: portableText(`
## How it works

Remapper's texts are translated in its content Studio, the same place where our own team writes them.

1. Send us the form below with your language and a few words about yourself. We create a translator account for you.
2. Open a text in the Studio. Short texts, such as buttons, menus, page titles and messages, show the English and your language **side by side**, field by field, so you always see what you translate.
3. Longer pages are translated as a whole: you start from a copy of the English page and rewrite it section by section.
4. Publish when you are ready. The site shows your translation within seconds; a text you have not translated yet keeps showing the English, never an empty space.

Not sure about a term? Ask us: the team and the other translators of your language are a message away, and we keep a shared glossary so that a slot or a shift layer has the same name everywhere.
`),
      }),
      section('thankedLanguages', 'thanked', {
        heading: 'Thank you, translators',
        intro: 'Remapper is available in these languages thanks to the volunteers below.',
        items: thankedItems('en'),
      }),
      section('contactForm', 'form', {
        form: 'translator',
        heading: 'Join the translators',
        intro: 'Tell us which language you would like to translate and a little about yourself. We reply within a few working days.',
      }),
    ],
  }),
  document({
    _id: 'page-translators-zh_CN',
    _type: 'page',
    path: '/translators',
    language: 'zh_CN',
    sections: [
      section('hero', 'hero', {
        heading: '让 Remapper 说您的语言',
        text: '世界各地的玩家都在使用 Remapper，很多人并不想用第二语言来设置手柄。Remapper 的翻译由志愿者完成，我们在这里感谢每一位译者。',
      }),
      section('richText', 'why', {
        body: portableText(`
## 为什么参与翻译

按键映射软件里有很多需要准确理解的词：触发方式、Shift 层、死区、配置槽。用母语读懂这些词，玩家几分钟就能上手，不用靠猜。正是您的翻译，让说这种语言的每一位玩家都能做到这一点。

- **在本页署名**：您的名字会列在您翻译的语言旁边，只要您愿意，就一直保留。
- **免费的 Remapper 许可证**：赠送给持续维护某种语言翻译的译者。
- **抢先看到新功能**：新文字发布前您就能看到，翻译可以与新版本同一天上线。
- **无需安装任何工具**：所有翻译都在浏览器中完成。
`),
      }),
      section('richText', 'how', {
        body: portableText(`
## 如何翻译

Remapper 的文字都在内容工作室（Studio）里翻译，我们自己的团队也在这里撰写内容。

1. 填写下方表单，告诉我们您的语言和一些关于您的情况，我们会为您创建译者账户。
2. 在 Studio 中打开一段文字。按钮、菜单、页面标题和提示信息等短文字会逐个字段**并排**显示英文和您的语言，翻译时原文始终就在旁边。
3. 较长的页面整篇翻译：从英文页面的副本开始，一个区块一个区块地改写。
4. 准备好后点击发布，几秒钟内网站就会显示您的译文；还没翻译的文字会继续显示英文，而不会留下空白。

对某个术语拿不准？随时问我们：团队成员和同语言的其他译者都可以交流。我们还维护着一份共享术语表，确保“配置槽”“Shift 层”这类词在各处译法一致。
`),
      }),
      section('thankedLanguages', 'thanked', {
        heading: '感谢各位译者',
        intro: '多亏了以下志愿者，Remapper 才能以这些语言与玩家见面。',
        items: thankedItems('zh'),
      }),
      section('contactForm', 'form', {
        form: 'translator',
        heading: '加入译者团队',
        intro: '告诉我们您想翻译哪种语言，再简单介绍一下自己。我们会在几个工作日内回复。',
      }),
    ],
  }),
];
