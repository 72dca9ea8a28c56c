import { SYSTEM_REQUIREMENTS } from '@/lib/site/system-requirements';
import { keyed, link, section } from '@/content/src/lib/documents';

// Builders for the marketing sections of the bundled pages, and the blocks several pages share
// (download buttons, system requirements, the plans table) in both languages.

export type Language = 'en' | 'zh_CN';
type Link = ReturnType<typeof link>;

const reference = (id: string) => ({ _type: 'reference' as const, _ref: id, _key: id });

export const slider = (key: string, label: string, slides: [heading: string, text: string, action?: Link][]) =>
  section('slider', key, {
    label,
    slides: keyed(
      slides.map(([heading, text, action]) => ({ _type: 'slide', heading, text, ...(action ? { action } : {}) })),
      'slide',
    ),
  });

export const gamesCarousel = (key: string, heading: string, gameIds: readonly string[]) =>
  section('gamesCarousel', key, { heading, games: gameIds.map(reference) });

export const reviewsCarousel = (key: string, heading: string, reviewIds: readonly string[]) =>
  section('reviewsCarousel', key, { heading, reviews: reviewIds.map(reference) });

/** Features: [anchor, title, text, link?]; the anchor is the item's id on the page and its _key. */
export const featureGrid = (
  key: string,
  heading: string,
  intro: string,
  items: [anchor: string, title: string, text: string, link?: Link][],
) =>
  section('featureGrid', key, {
    heading,
    intro,
    items: items.map(([anchor, title, text, itemLink]) => ({
      _type: 'feature',
      _key: anchor,
      anchor,
      title,
      text,
      ...(itemLink ? { link: itemLink } : {}),
    })),
  });

export const faq = (key: string, heading: string, items: [question: string, answer: string][]) =>
  section('faq', key, {
    heading,
    items: keyed(items.map(([question, answer]) => ({ _type: 'question', question, answer })), 'q'),
  });

export const callToAction = (key: string, heading: string, text: string, actions: Link[]) =>
  section('callToAction', key, { heading, text, actions: keyed(actions, 'action') });

export const hero = (heading: string, text: string, primaryAction: Link, secondaryAction?: Link) =>
  section('hero', 'hero', { heading, text, primaryAction, ...(secondaryAction ? { secondaryAction } : {}) });

/** spec 1: the three download buttons, with their exact English labels and the zh-CN ones. */
export const DOWNLOAD_LINKS: Record<Language, { download: Link; trial: Link; downloadArm: Link }> = {
  en: {
    download: link('Download', '/download'),
    trial: link('Try for free', '/download'),
    downloadArm: link('Download for ARM', '/download?arch=arm64'),
  },
  zh_CN: {
    download: link('下载', '/download'),
    trial: link('免费试用', '/download'),
    downloadArm: link('下载 ARM 版', '/download?arch=arm64'),
  },
};

export const downloadButtons = (language: Language, heading: string, text: string) =>
  section('downloadButtons', 'download', { heading, text, ...DOWNLOAD_LINKS[language] });

const SYSTEM_REQUIREMENTS_ZH_CN: Record<(typeof SYSTEM_REQUIREMENTS)[number][0], [string, string]> = {
  'Operating system': ['操作系统', 'Windows 10 或 11（64 位）'],
  Processor: ['处理器', 'Intel/AMD x64 或 ARM64'],
  'Disk space': ['磁盘空间', '90 MB 以上可用空间'],
  Memory: ['内存', '4 GB RAM'],
  Graphics: ['图形', 'DirectX 9 或更高版本'],
  Framework: ['运行库', '.NET Framework 4.7.2 或更高版本'],
  Internet: ['网络', '激活时需要联网'],
};

/** spec 9: the system requirements. */
export const systemRequirements = (language: Language) =>
  section('systemRequirements', 'requirements', {
    heading: language === 'en' ? 'System requirements' : '系统要求',
    rows: SYSTEM_REQUIREMENTS.map(([label, value], index) => {
      const [zhLabel, zhValue] = SYSTEM_REQUIREMENTS_ZH_CN[label];
      return language === 'en'
        ? { _type: 'requirement', _key: `requirement${index}`, label, value }
        : { _type: 'requirement', _key: `requirement${index}`, label: zhLabel, value: zhValue };
    }),
  });

type Cell = 'yes' | 'no' | string | ['yes' | 'no', string] | { price: 'subscription' | 'lifetime' };
const cell = (value: Cell, key: string) => {
  if (typeof value === 'object' && !Array.isArray(value)) return { _type: 'comparisonCell', _key: key, price: value.price };
  if (value === 'yes' || value === 'no') return { _type: 'comparisonCell', _key: key, mark: value };
  if (Array.isArray(value)) return { _type: 'comparisonCell', _key: key, mark: value[0], text: value[1] };
  return { _type: 'comparisonCell', _key: key, text: value };
};

export const comparisonTable = (key: string, heading: string, columns: string[], rows: [string, ...Cell[]][]) =>
  section('comparisonTable', key, {
    heading,
    columns,
    rows: rows.map(([label, ...cells], index) => ({
      _type: 'comparisonRow',
      _key: `row${index}`,
      label,
      cells: cells.map((value, column) => cell(value, `c${column}`)),
    })),
  });

/** spec 1: free trial, subscription and lifetime access side by side. */
export const plansTable = (language: Language) =>
  language === 'en'
    ? comparisonTable('plans', 'Free trial, subscription or lifetime', ['Free trial', 'Subscription', 'Lifetime access'], [
        ['How long', '7 days', '3 months or 1 year', 'No end date'],
        ['PCs', 'Up to 2', '1, 2 or 5', 'Up to 3'],
        ['Price', 'Free', { price: 'subscription' }, { price: 'lifetime' }],
        ['Every feature', 'yes', 'yes', ['yes', 'New advanced features may cost extra']],
        ['Renews by itself', 'no', ['yes', 'By card or PayPal (not in China)'], 'no'],
        ['Can be extended', 'no', ['yes', 'Renew, or upgrade to lifetime'], 'One-time purchase'],
        ['Cancel from your account', 'Ends by itself', ['yes', 'Stays active to the end of the paid period'], 'Nothing to cancel'],
      ])
    : comparisonTable('plans', '免费试用、订阅还是终身授权', ['免费试用', '订阅', '终身授权'], [
        ['时长', '7 天', '3 个月或 1 年', '终身'],
        ['电脑数量', '最多 2 台', '1、2 或 5 台', '最多 3 台'],
        ['价格', '免费', { price: 'subscription' }, { price: 'lifetime' }],
        ['全部功能', 'yes', 'yes', ['yes', '今后推出的高级功能可能另行收费']],
        ['自动续费', 'no', ['yes', '仅限银行卡或 PayPal（中国大陆不支持）'], 'no'],
        ['可否延长', 'no', ['yes', '续费，或升级为终身授权'], '一次性购买'],
        ['在账户中取消', '到期自动结束', ['yes', '取消后仍可用到已付费期限结束'], '无需取消'],
      ]);
