import { gameIds } from '@/content/src/games';
import { imageWithAlt } from '@/content/src/images';
import { document, link } from '@/content/src/lib/documents';
import { reviewIds } from '@/content/src/reviews';
import {
  callToAction,
  downloadButtons,
  faq,
  featureGrid,
  gamesCarousel,
  hero,
  plansTable,
  reviewsCarousel,
  slider,
  systemRequirements,
} from './sections';

// The home page ('/'), one document per language (pages are translated per document).

/** The sections the main menu's About and Why to Use (/#about, /#why-to-use in site-settings.ts) land on, by key. */
const MENU_ANCHORS: Record<string, string> = { highlights: 'about', features: 'why-to-use' };

function withMenuAnchors<S extends { _key: string }>(sections: S[]): S[] {
  return sections.map((section) => (MENU_ANCHORS[section._key] ? { ...section, anchor: MENU_ANCHORS[section._key] } : section));
}

export const homePages = [
  document({
    _id: 'page-home-en',
    _type: 'page',
    path: '/',
    language: 'en',
    sections: withMenuAnchors([
      {
        ...hero(
          'Make every controller, keyboard and mouse work your way',
          'Map any button to a key, a mouse move or another controller, build macros and switch layouts on the fly, in every game on Windows.',
          link('Download', '/download'),
          link('Try for free', '/download'),
        ),
        image: imageWithAlt('hero-controllers'),
      },
      slider('highlights', 'What Remapper does', [
        [
          'Four layouts in one controller',
          'Keep up to 4 slots per device and switch between them with a shortcut of 1 to 3 buttons, in the middle of a game.',
          link('How slots work', '/advanced-controller-mapping#four-slots'),
        ],
        [
          'Macros that play back exactly',
          'Record keys, mouse moves and controller inputs, then start them with a single, double, triple or long press.',
          link('Build a macro', '/macro-controller'),
        ],
        [
          'Any pad as an Xbox 360, Xbox One or DS4',
          'Remapper can present your device as a virtual Xbox 360, Xbox One or DualShock 4 controller, so games that only know those accept it.',
          link('Use a Switch Pro Controller', '/nintendo-switch-pro-controller-on-pc'),
        ],
        [
          'Try everything for 7 days',
          'The free trial unlocks every feature on up to 2 PCs, with no feature held back.',
          link('Try for free', '/download'),
        ],
      ]),
      featureGrid(
        'features',
        'One program for every controller you own',
        'Xbox, DualShock and DualSense, Switch Pro and Joy-Con, Steam, NVIDIA SHIELD and many more devices, plus your keyboard and mouse, on Windows 10 and 11.',
        [
          [
            'remap',
            'Remap anything to anything',
            'Turn a button, trigger or stick into a key, a mouse move, a scroll or another controller’s input. About 1000 mappings fit on one device, 2000 on a Joy-Con pair.',
            link('Advanced mapping', '/advanced-controller-mapping#advanced-mapping'),
          ],
          [
            'macros',
            'Macros and key combos',
            'Chain presses, holds, pauses and mouse moves into one macro, and start it with any of 6 activator types: single, double, triple and long press, start and release.',
            link('Macro controller', '/macro-controller'),
          ],
          [
            'virtual-controllers',
            'Virtual Xbox and DS4 controllers',
            'Games see a virtual Xbox 360, Xbox One or DualShock 4 controller and show the right button prompts, whatever you hold.',
          ],
          [
            'shift-layers',
            'Shift layers and slots',
            'Hold a button to reach another layer of mappings, with 4 shift layers per config, and keep up to 4 slots per device for different games.',
            link('Slots and layers', '/advanced-controller-mapping#four-slots'),
          ],
          [
            'gyro',
            'Gyro and radial menus',
            'Aim or steer by tilting a DualShock 4, DualSense, Switch Pro Controller or Joy-Con, and open a radial menu to pick an action with one stick.',
          ],
          [
            'autodetect',
            'Autodetect and a phone companion',
            'Remapper notices which application is in front and loads its config. The mobile companion app (Android 6.0+, iOS 14.0+) keeps your setup in your pocket.',
          ],
        ],
      ),
      gamesCarousel('games', 'Set up for the games you play', gameIds),
      reviewsCarousel('reviews', 'What players say', reviewIds),
      downloadButtons(
        'en',
        'Get Remapper',
        'Download the installer for Intel and AMD PCs or for ARM, or start a free 7-day trial on up to 2 PCs.',
      ),
      systemRequirements('en'),
      plansTable('en'),
      faq('faq', 'Questions and answers', [
        [
          'Which controllers does Remapper work with?',
          'Xbox 360, Xbox One, Xbox Series and Xbox Elite controllers, DualShock 3, DualShock 4 and DualSense, the Switch Pro Controller and Joy-Con, the Steam Controller, the NVIDIA SHIELD controller, many Logitech and GameCube-style pads, and keyboards and mice. Up to 4 devices can be grouped and mapped as one.',
        ],
        [
          'How does the free trial work?',
          'The trial lasts 7 days, runs on up to 2 PCs and includes every feature. It cannot be extended; when it ends, choose a subscription or lifetime access to keep going.',
        ],
        [
          'What is the difference between a subscription and lifetime access?',
          'A subscription runs for 3 months or 1 year on 1, 2 or 5 PCs. Lifetime access is a one-time purchase for up to 3 PCs; new advanced features may be charged extra. An account holds one active subscription or one lifetime access at a time.',
        ],
        [
          'Can I cancel my subscription?',
          'Yes, from the membership section of your account. It stays active until the end of the period you paid for, with no further charge, and you can resume it. A subscription is non-refundable once activated.',
        ],
        [
          'Does Remapper run on ARM PCs?',
          'Yes. Choose Download for ARM for Windows on ARM64; the other installer is for Intel and AMD x64 processors. Both need Windows 10 or 11, 64-bit.',
        ],
        [
          'How many PCs can I use?',
          'Each installed Windows PC is one instance. Your plan decides how many can be active; you can revoke a PC from your account to move the licence. If you need more than 10, contact support.',
        ],
      ]),
      callToAction(
        'get-started',
        'Your controller, your rules',
        'Install Remapper, plug in any controller and have your first layout running in minutes.',
        [link('Download', '/download'), link('Try for free', '/download')],
      ),
    ]),
  }),
  document({
    _id: 'page-home-zh_CN',
    _type: 'page',
    path: '/',
    language: 'zh_CN',
    sections: withMenuAnchors([
      {
        ...hero(
          '让每一个手柄、键盘和鼠标都按您的方式工作',
          '把任意按键映射为键盘按键、鼠标移动或另一个手柄，创建宏并随时切换布局，适用于 Windows 上的所有游戏。',
          link('下载', '/download'),
          link('免费试用', '/download'),
        ),
        image: imageWithAlt('hero-controllers'),
      },
      slider('highlights', 'Remapper 能做什么', [
        [
          '一个手柄，四套布局',
          '每个设备最多保存 4 个配置槽，游戏中用 1 到 3 个按键组成的快捷键随时切换。',
          link('了解配置槽', '/advanced-controller-mapping#four-slots'),
        ],
        [
          '分毫不差的宏',
          '录制键盘按键、鼠标移动和手柄输入，再用单击、双击、三击或长按来触发。',
          link('创建宏', '/macro-controller'),
        ],
        [
          '任何手柄都能变成 Xbox 360、Xbox One 或 DS4',
          'Remapper 可以把您的设备模拟成虚拟的 Xbox 360、Xbox One 或 DualShock 4 手柄，只认这些手柄的游戏也能直接使用。',
          link('在电脑上使用 Switch Pro 手柄', '/nintendo-switch-pro-controller-on-pc'),
        ],
        [
          '全部功能免费试用 7 天',
          '免费试用解锁全部功能，最多可在 2 台电脑上使用，功能不打折扣。',
          link('免费试用', '/download'),
        ],
      ]),
      featureGrid(
        'features',
        '一个程序，管好您所有的手柄',
        'Xbox、DualShock 与 DualSense、Switch Pro 与 Joy-Con、Steam、NVIDIA SHIELD 等众多设备，以及您的键盘和鼠标，在 Windows 10 和 11 上都能使用。',
        [
          [
            'remap',
            '任意输入，任意映射',
            '把按键、扳机或摇杆转换为键盘按键、鼠标移动、滚轮或另一种手柄的输入。一个设备约可设置 1000 个映射，一对 Joy-Con 可达 2000 个。',
            link('高级映射', '/advanced-controller-mapping#advanced-mapping'),
          ],
          [
            'macros',
            '宏与组合键',
            '把按下、按住、停顿和鼠标移动串成一个宏，并用 6 种触发方式之一启动：单击、双击、三击、长按、按下和松开。',
            link('宏控制器', '/macro-controller'),
          ],
          [
            'virtual-controllers',
            '虚拟 Xbox 与 DS4 手柄',
            '无论您手里拿的是什么，游戏看到的都是虚拟的 Xbox 360、Xbox One 或 DualShock 4 手柄，按键提示也随之正确显示。',
          ],
          [
            'shift-layers',
            'Shift 层与配置槽',
            '按住一个键即可切换到另一层映射，每个配置有 4 个 Shift 层；每个设备最多 4 个配置槽，不同游戏各用一套。',
            link('配置槽与层', '/advanced-controller-mapping#four-slots'),
          ],
          [
            'gyro',
            '体感与轮盘菜单',
            '倾斜 DualShock 4、DualSense、Switch Pro 手柄或 Joy-Con 来瞄准或转向；打开轮盘菜单，用一根摇杆选择动作。',
          ],
          [
            'autodetect',
            '自动检测与手机助手',
            'Remapper 会识别当前在前台的程序并加载对应配置。手机助手应用（Android 6.0 及以上、iOS 14.0 及以上）让您的设置随身携带。',
          ],
        ],
      ),
      gamesCarousel('games', '为您常玩的游戏准备好', gameIds),
      reviewsCarousel('reviews', '玩家怎么说', reviewIds),
      downloadButtons('zh_CN', '获取 Remapper', '下载适用于 Intel 和 AMD 电脑或 ARM 电脑的安装程序，或者开始最多 2 台电脑的 7 天免费试用。'),
      systemRequirements('zh_CN'),
      plansTable('zh_CN'),
      faq('faq', '常见问题', [
        [
          'Remapper 支持哪些手柄？',
          'Xbox 360、Xbox One、Xbox Series 与 Xbox Elite 手柄，DualShock 3、DualShock 4 与 DualSense，Switch Pro 手柄与 Joy-Con，Steam 手柄，NVIDIA SHIELD 手柄，许多罗技手柄和 GameCube 风格的手柄，以及键盘和鼠标。最多 4 个设备可以编为一组，当作一个设备来映射。',
        ],
        [
          '免费试用怎么用？',
          '试用期为 7 天，最多可在 2 台电脑上使用，包含全部功能，且不能延长。试用结束后，选择订阅或终身授权即可继续使用。',
        ],
        [
          '订阅和终身授权有什么区别？',
          '订阅期为 3 个月或 1 年，可用于 1、2 或 5 台电脑。终身授权为一次性购买，最多 3 台电脑；今后推出的高级功能可能另行收费。一个账户同一时间只能有一个有效订阅或一个终身授权。',
        ],
        [
          '可以取消订阅吗？',
          '可以，在账户的会员页面中取消即可。取消后订阅仍可使用到已付费期限结束，不会再扣费，之后也可以恢复。订阅一经激活不予退款。',
        ],
        [
          'Remapper 能在 ARM 电脑上运行吗？',
          '可以。ARM64 版 Windows 请选择“下载 ARM 版”；另一个安装程序适用于 Intel 和 AMD x64 处理器。两者都需要 64 位的 Windows 10 或 11。',
        ],
        [
          '可以在几台电脑上使用？',
          '每台安装了 Remapper 的 Windows 电脑算作一个实例。可同时激活的数量取决于您的套餐；您可以在账户中撤销某台电脑，把许可证转移到另一台。如果需要超过 10 台，请联系客服。',
        ],
      ]),
      callToAction('get-started', '您的手柄，您说了算', '安装 Remapper，接上任意手柄，几分钟就能用上您的第一套布局。', [
        link('下载', '/download'),
        link('免费试用', '/download'),
      ]),
    ]),
  }),
];
