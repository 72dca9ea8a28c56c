import { document, localeString, localeText } from './lib/documents';

// The reviews of the reviews carousels (schemas/documents/review.ts). The reviewers are invented for
// the bundled content; a marketer replaces them with real, agreed quotes.

const SOURCES = {
  survey: localeString('Player survey', '玩家调查'),
  forum: localeString('Community forum', '社区论坛'),
  email: localeString('Email to the team', '写给团队的邮件'),
} as const;

const review = (
  slug: string,
  author: string,
  rating: 1 | 2 | 3 | 4 | 5,
  source: keyof typeof SOURCES,
  quote: [en: string, zhCN: string],
) =>
  document({
    _id: `review-${slug}`,
    _type: 'review',
    author,
    rating,
    source: SOURCES[source],
    quote: localeText(...quote),
  });

export const reviews = [
  review('lena-hartmann', 'Lena Hartmann', 5, 'survey', [
    'I play with a Switch Pro Controller on my PC and every game finally treats it like an Xbox pad. Setup took five minutes.',
    '我在电脑上用 Switch Pro 手柄玩游戏，现在每款游戏都把它当成 Xbox 手柄。设置只花了五分钟。',
  ]),
  review('tomas-ribeiro', 'Tomás Ribeiro', 5, 'forum', [
    'The four slots changed how I play. One shortcut and my Elite goes from racing to shooting without touching the keyboard.',
    '四个配置槽改变了我的玩法。按一下快捷键，我的 Elite 手柄就能从赛车切换到射击，完全不用碰键盘。',
  ]),
  review('chen-yu', 'Chen Yu', 4, 'survey', [
    'Macros with double and long press saved my wrists in crafting games. I would love even more radial menu themes.',
    '在制作类游戏里，双击和长按触发的宏让我的手腕轻松了许多。希望轮盘菜单以后能有更多主题。',
  ]),
  review('amara-okafor', 'Amara Okafor', 5, 'email', [
    'I have limited movement in my left hand. Moving everything to one side of the controller with shift layers made games playable again.',
    '我的左手活动不便。借助 Shift 层把所有操作都移到手柄的一侧后，我又能玩游戏了。',
  ]),
  review('jonas-lindqvist', 'Jonas Lindqvist', 5, 'forum', [
    'Gyro aiming on a DualSense in a game that has never heard of gyro. Three zones on the trigger are the cherry on top.',
    '在一款完全不支持体感的游戏里用 DualSense 体感瞄准。扳机的三个区域更是锦上添花。',
  ]),
  review('priya-raman', 'Priya Raman', 4, 'survey', [
    'Two Joy-Cons as one controller, with about 2000 mappings to play with. Took me an evening to learn, worth every minute.',
    '两只 Joy-Con 合成一个手柄，还能设置约 2000 个映射。花了一个晚上才摸透，但每一分钟都值得。',
  ]),
  review('mateo-vargas', 'Mateo Vargas', 5, 'email', [
    'Autodetect switches my config the moment a game starts. I forgot Remapper was running until a friend asked about my setup.',
    '游戏一启动，自动检测就会切换到对应的配置。要不是朋友问起我的设置，我都忘了 Remapper 还在运行。',
  ]),
  review('sofia-novak', 'Sofia Novak', 5, 'forum', [
    'The free trial ran on my desktop and my laptop, so I tested both before buying lifetime access.',
    '免费试用可以同时装在我的台式机和笔记本上，两台都试过之后我才买了终身授权。',
  ]),
];

export const reviewIds = reviews.map(({ _id }) => _id);
