import { document, link, portableText, section } from '@/content/src/lib/documents';
import { callToAction, downloadButtons, faq, featureGrid, hero } from './sections';

// /steam-controller-support: the Steam Controller in every Windows game and program, with or without Steam.

export const steamControllerSupportPages = [
  document({
    _id: 'page-steam-controller-support-en',
    _type: 'page',
    path: '/steam-controller-support',
    language: 'en',
    sections: [
      hero(
        'Steam Controller support for every game on your PC',
        'Use your Steam Controller in games from any store and in ordinary Windows programs, as a virtual Xbox or DualShock 4 controller, a mouse or a keyboard.',
        link('Download', '/download'),
        link('Try for free', '/download'),
      ),
      section('richText', 'intro', {
        body: portableText(`
## A great controller deserves to go everywhere

The Steam Controller was built to play games that were never designed for a gamepad, and it still does that better than most. Remapper lets it do so outside Steam too: in games from other launchers, in emulators, in older titles, and on the Windows desktop.

Remapper reads the controller's inputs and gives the game what it understands. Games with controller support see a virtual Xbox 360, Xbox One or DualShock 4 controller with the right button prompts. Games built for the keyboard and mouse get keys and pointer movement, with the stick and its gyro driving the mouse as smoothly as you like. You decide, game by game, and autodetect remembers.
`),
      }),
      featureGrid(
        'steam-features',
        'What you can do with it',
        'The same config features as every other device, tuned for the Steam Controller’s layout.',
        [
          [
            'virtual',
            'Play as an Xbox or DS4 controller',
            'Present the Steam Controller as a virtual Xbox 360, Xbox One or DualShock 4, so games that only accept those controllers work straight away.',
          ],
          [
            'mouse',
            'Mouse and gyro aiming',
            'Let the stick or gyro move the pointer or camera, with a slow mode on a button for precise shots in games made for the mouse.',
          ],
          [
            'grips',
            'Grip buttons with a purpose',
            'The back grips are ideal for shift layers: hold one and the rest of the controller changes its job, with 4 shift layers per config.',
          ],
          [
            'radial',
            'Radial menus',
            'Open a ring of hotkeys and pick one with the stick, so strategy and role-playing games with long hotkey lists are playable from the sofa.',
          ],
          [
            'slots',
            'Up to four slots',
            'Store up to 4 layouts on the controller’s config and switch between them with a shortcut of 1 to 3 buttons.',
            link('About slots', '/advanced-controller-mapping#four-slots'),
          ],
          [
            'community',
            'Community configs',
            'Start from a config other players have shared for the Steam Controller and adjust it, instead of building from nothing.',
          ],
        ],
      ),
      section('richText', 'steps', {
        body: portableText(`
## Getting started

1. Connect the Steam Controller with its cable or wireless receiver.
2. If Steam is running, turn off Steam Input for the game you want Remapper to handle, so the two do not map the same buttons twice.
3. Open Remapper, pick the controller and choose a virtual controller or a keyboard and mouse layout.
4. Save the config and link it to the game; autodetect loads it each time you play.

Remapper and Steam can live side by side: let Steam handle the games you have tuned there, and Remapper everything else.

## From the desk to the sofa

Many players keep the Steam Controller next to the keyboard as a second way to play. With a desktop config it also browses the web, scrolls documents and controls music, so the controller is useful between sessions too. When a game starts, autodetect swaps in the game's config; when you close it, the desktop layout comes back without a click.
`),
      }),
      faq('steam-faq', 'Steam Controller questions', [
        [
          'Do I need Steam running?',
          'No. Remapper works on its own, so the controller works in games from any store and on the desktop even when Steam is closed.',
        ],
        [
          'Can I use the Steam Controller with another controller?',
          'Yes. Group up to 4 devices, for example a Steam Controller and a keyboard, and map them as one.',
        ],
        [
          'Can I share my Steam Controller config?',
          'Yes. Configs can be shared with the community, and you can load the ones other players have published as a starting point.',
        ],
      ]),
      downloadButtons('en', 'Give your Steam Controller a second life', 'Download Remapper or try it free for 7 days.'),
      callToAction(
        'more',
        'Want every detail?',
        'Shift layers, activators, zones and rapid fire are explained on one page.',
        [link('Advanced mapping', '/advanced-controller-mapping'), link('Try for free', '/download')],
      ),
    ],
  }),
  document({
    _id: 'page-steam-controller-support-zh_CN',
    _type: 'page',
    path: '/steam-controller-support',
    language: 'zh_CN',
    sections: [
      hero(
        '让电脑上的每款游戏都支持 Steam 手柄',
        '在任何商店的游戏和普通的 Windows 程序中使用 Steam 手柄，把它当作虚拟 Xbox 或 DualShock 4 手柄、鼠标或键盘。',
        link('下载', '/download'),
        link('免费试用', '/download'),
      ),
      section('richText', 'intro', {
        body: portableText(`
## 好手柄应该走到哪里用到哪里

Steam 手柄生来就是为了玩那些从未为手柄设计过的游戏，直到今天它在这方面依然胜过大多数手柄。Remapper 让它在 Steam 之外也能大显身手：其他启动器里的游戏、模拟器、老游戏，还有 Windows 桌面。

Remapper 读取手柄的输入，再把游戏能理解的信号交给它。支持手柄的游戏会看到一个虚拟的 Xbox 360、Xbox One 或 DualShock 4 手柄，按键提示也随之正确显示。为键盘和鼠标设计的游戏则收到按键和指针移动，摇杆和体感可以按您喜欢的手感顺滑地控制鼠标。每款游戏怎么用由您决定，自动检测会替您记住。
`),
      }),
      featureGrid(
        'steam-features',
        '您可以用它做什么',
        '与其他设备相同的配置功能，针对 Steam 手柄的布局做了调整。',
        [
          ['virtual', '当作 Xbox 或 DS4 手柄来玩', '把 Steam 手柄模拟成虚拟的 Xbox 360、Xbox One 或 DualShock 4，只认这些手柄的游戏立即就能用。'],
          ['mouse', '鼠标与体感瞄准', '用摇杆或体感控制指针或镜头，再把慢速模式放在一个按键上，在为鼠标设计的游戏里也能精准射击。'],
          ['grips', '物尽其用的握把键', '背部握把键非常适合当 Shift 键：按住其中一个，其余按键就会换上新的功能，每个配置有 4 个 Shift 层。'],
          ['radial', '轮盘菜单', '打开一圈快捷键，用摇杆选择其中之一，快捷键繁多的策略和角色扮演游戏也能窝在沙发上玩。'],
          [
            'slots',
            '最多四个配置槽',
            '在手柄的配置中保存最多 4 套布局，用 1 到 3 个按键组成的快捷键切换。',
            link('了解配置槽', '/advanced-controller-mapping#four-slots'),
          ],
          ['community', '社区配置', '从其他玩家分享的 Steam 手柄配置出发再加以调整，不必从零开始。'],
        ],
      ),
      section('richText', 'steps', {
        body: portableText(`
## 快速上手

1. 用数据线或无线接收器连接 Steam 手柄。
2. 如果 Steam 正在运行，请为要交给 Remapper 处理的游戏关闭 Steam 输入，以免两者重复映射同一个按键。
3. 打开 Remapper，选择手柄，再选择虚拟手柄布局或键盘鼠标布局。
4. 保存配置并关联到游戏，每次游戏时自动检测都会加载它。

Remapper 和 Steam 可以和平共处：已经在 Steam 里调好的游戏交给 Steam，其余的都交给 Remapper。

## 从书桌到沙发

很多玩家把 Steam 手柄放在键盘旁边，作为另一种游戏方式。配上桌面配置后，它还能浏览网页、滚动文档、控制音乐，游戏间隙也派得上用场。游戏一启动，自动检测就会换上游戏配置；关闭游戏后，桌面布局又会自动回来，无需任何点击。
`),
      }),
      faq('steam-faq', '关于 Steam 手柄的常见问题', [
        ['需要运行 Steam 吗？', '不需要。Remapper 可以独立工作，即使关闭了 Steam，手柄也能在任何商店的游戏和桌面上使用。'],
        ['Steam 手柄能和别的设备一起用吗？', '可以。把最多 4 个设备编为一组，例如 Steam 手柄加键盘，当作一个设备来映射。'],
        ['可以分享我的 Steam 手柄配置吗？', '可以。配置可以分享到社区，您也可以加载其他玩家发布的配置，以此为起点进行修改。'],
      ]),
      downloadButtons('zh_CN', '让您的 Steam 手柄焕发新生', '下载 Remapper，或免费试用 7 天。'),
      callToAction('more', '想了解全部细节？', 'Shift 层、触发方式、区域和连发，都在同一页中讲清楚。', [
        link('高级映射', '/advanced-controller-mapping'),
        link('免费试用', '/download'),
      ]),
    ],
  }),
];
