import { document, link, portableText, section } from '@/content/src/lib/documents';
import { callToAction, comparisonTable, downloadButtons, faq, featureGrid, hero } from './sections';

// /nintendo-switch-pro-controller-on-pc: the Switch Pro Controller and Joy-Con on Windows.

export const switchProControllerPages = [
  document({
    _id: 'page-nintendo-switch-pro-controller-on-pc-en',
    _type: 'page',
    path: '/nintendo-switch-pro-controller-on-pc',
    language: 'en',
    sections: [
      hero(
        'Use a Nintendo Switch Pro Controller on PC',
        'Play any Windows game with the Switch Pro Controller or a pair of Joy-Cons: as a virtual Xbox or DualShock 4 controller, with gyro aiming and the button layout you prefer.',
        link('Download', '/download'),
        link('Try for free', '/download'),
      ),
      section('richText', 'intro', {
        body: portableText(`
## A favourite controller, now on your PC

The Switch Pro Controller is comfortable, long-lasting and has a gyro built in, but many PC games do not recognise it, or recognise it with the A and B buttons the wrong way round. Remapper fixes both. It presents the controller to Windows games as a virtual Xbox 360, Xbox One or DualShock 4 controller, so the game shows familiar prompts and every button does what it should.

You choose the layout. Keep Nintendo's positions so muscle memory from the Switch carries over, or swap them to match the Xbox letters a PC game shows on screen. Either way, the choice is saved per game.
`),
      }),
      featureGrid(
        'switch-features',
        'What Remapper brings to Switch controllers',
        'Connect over Bluetooth or USB; each feature works with the Pro Controller and with Joy-Con.',
        [
          [
            'virtual',
            'Seen as an Xbox or DS4 controller',
            'Games that only accept Xbox or PlayStation controllers work with a Switch controller once Remapper presents it as a virtual Xbox 360, Xbox One or DualShock 4.',
          ],
          [
            'gyro',
            'Gyro aiming',
            'Use the built-in gyro to aim or steer; it can move the mouse or a virtual stick, and a button can switch it on only while you aim.',
          ],
          [
            'joy-con',
            'Joy-Con as one controller or two',
            'Group a pair of Joy-Cons into one controller with room for about 2000 mappings, or give each Joy-Con to a different player.',
          ],
          [
            'layout',
            'Your button layout',
            'Keep the Nintendo layout or swap A/B and X/Y to match the Xbox prompts, per game.',
          ],
          [
            'capture',
            'Every button counts',
            'The Capture and Home buttons can take mappings too: a screenshot key, a macro or the shortcut that switches between 4 slots.',
            link('About slots', '/advanced-controller-mapping#four-slots'),
          ],
          [
            'macros',
            'Macros and rapid fire',
            'Add macros, Turbo and Toggle rapid fire and shift layers, exactly as on any other controller.',
            link('Rapid fire', '/advanced-controller-mapping#rapid-fire'),
          ],
        ],
      ),
      comparisonTable(
        'switch-devices',
        'Pro Controller or Joy-Con pair?',
        ['Switch Pro Controller', 'Joy-Con pair'],
        [
          ['Mappings per device', 'About 1000', 'About 2000'],
          ['Gyro', 'yes', ['yes', 'In each Joy-Con']],
          ['Virtual Xbox 360, Xbox One or DS4', 'yes', 'yes'],
          ['Can be split between two players', 'no', 'yes'],
        ],
      ),
      section('richText', 'steps', {
        body: portableText(`
## Connect and play

1. Pair the controller with Windows over Bluetooth, or plug in the Pro Controller with a USB cable.
2. Start Remapper; the controller appears in the device list.
3. Choose a virtual Xbox or DualShock 4 controller, and decide whether the layout follows Nintendo or Xbox positions.
4. Save the config for your game. Autodetect loads it whenever the game starts.

## Joy-Con for two, or one big controller

A pair of Joy-Cons is two controllers in one box. Held together, grouped in Remapper, they behave as a single full controller with both sticks, both gyros and room for about 2000 mappings. Held sideways, each Joy-Con can be its own small controller for a second player in a local multiplayer game, each presented to Windows as its own virtual controller.
`),
      }),
      faq('switch-faq', 'Switch controller questions', [
        [
          'Does the gyro work in games without gyro support?',
          'Yes. Remapper turns gyro movement into mouse movement or a virtual stick, so the game never needs to know about the gyro.',
        ],
        [
          'Can I try it before buying?',
          'Yes. The free trial gives you every feature for 7 days on up to 2 PCs; it cannot be extended, and afterwards a subscription or lifetime access keeps it running.',
        ],
        [
          'Why do A and B seem swapped in some games?',
          'Nintendo puts A on the right and B at the bottom, where Xbox controllers have B and A. Choose per game whether Remapper keeps the positions or the letters.',
        ],
      ]),
      downloadButtons('en', 'Bring your Switch controller to PC', 'Download Remapper or try every feature free.'),
      callToAction(
        'more',
        'Using an Xbox Elite too?',
        'Remapper maps every controller you own, and groups up to 4 of them.',
        [link('Xbox Elite', '/map-xbox-elite'), link('Joystick mapper', '/joystick-mapper')],
      ),
    ],
  }),
  document({
    _id: 'page-nintendo-switch-pro-controller-on-pc-zh_CN',
    _type: 'page',
    path: '/nintendo-switch-pro-controller-on-pc',
    language: 'zh_CN',
    sections: [
      hero(
        '在电脑上使用任天堂 Switch Pro 手柄',
        '用 Switch Pro 手柄或一对 Joy-Con 玩任何 Windows 游戏：模拟成虚拟 Xbox 或 DualShock 4 手柄，支持体感瞄准，按键布局随您喜欢。',
        link('下载', '/download'),
        link('免费试用', '/download'),
      ),
      section('richText', 'intro', {
        body: portableText(`
## 心爱的手柄，现在也能在电脑上用

Switch Pro 手柄握感舒适、续航持久，还内置体感，可是很多电脑游戏不认它，或者认了却把 A 键和 B 键弄反。Remapper 把这两个问题一并解决：它把手柄作为虚拟的 Xbox 360、Xbox One 或 DualShock 4 手柄交给 Windows 游戏，游戏显示熟悉的按键提示，每个按键都各司其职。

布局由您决定。保留任天堂的按键位置，让 Switch 上练就的肌肉记忆延续下来；或者按照电脑游戏屏幕上显示的 Xbox 字母调换位置。无论怎么选，都会按游戏分别保存。
`),
      }),
      featureGrid(
        'switch-features',
        'Remapper 为 Switch 手柄带来的功能',
        '通过蓝牙或 USB 连接；每项功能都适用于 Pro 手柄和 Joy-Con。',
        [
          ['virtual', '被识别为 Xbox 或 DS4 手柄', '只接受 Xbox 或 PlayStation 手柄的游戏，在 Remapper 把 Switch 手柄模拟成虚拟 Xbox 360、Xbox One 或 DualShock 4 之后，都能直接使用。'],
          ['gyro', '体感瞄准', '用内置体感来瞄准或转向；它可以控制鼠标或虚拟摇杆，还可以设置一个按键，只在瞄准时开启体感。'],
          ['joy-con', 'Joy-Con 合用或分用', '把一对 Joy-Con 编为一个手柄，可容纳约 2000 个映射；也可以把两只 Joy-Con 分给两位玩家。'],
          ['layout', '您的按键布局', '按游戏分别选择：保留任天堂布局，或者调换 A/B 和 X/Y 以对应 Xbox 的按键提示。'],
          [
            'capture',
            '每个按键都不浪费',
            '截图键和 Home 键也能设置映射：截图按键、宏，或者在 4 个配置槽之间切换的快捷键。',
            link('了解配置槽', '/advanced-controller-mapping#four-slots'),
          ],
          [
            'macros',
            '宏与连发',
            '宏、连发（Turbo）、按住锁定（Toggle）以及 Shift 层，用法与其他手柄完全相同。',
            link('连发', '/advanced-controller-mapping#rapid-fire'),
          ],
        ],
      ),
      comparisonTable(
        'switch-devices',
        'Pro 手柄还是一对 Joy-Con？',
        ['Switch Pro 手柄', '一对 Joy-Con'],
        [
          ['每个设备的映射数量', '约 1000 个', '约 2000 个'],
          ['体感', 'yes', ['yes', '每只 Joy-Con 都有']],
          ['虚拟 Xbox 360、Xbox One 或 DS4', 'yes', 'yes'],
          ['可分给两位玩家', 'no', 'yes'],
        ],
      ),
      section('richText', 'steps', {
        body: portableText(`
## 连接即玩

1. 通过蓝牙把手柄与 Windows 配对，或用 USB 数据线连接 Pro 手柄。
2. 启动 Remapper，手柄会出现在设备列表中。
3. 选择虚拟 Xbox 或 DualShock 4 手柄，再决定布局采用任天堂还是 Xbox 的按键位置。
4. 为游戏保存配置。每次游戏启动时，自动检测都会加载它。

## Joy-Con 两人分着玩，或合成一个大手柄

一对 Joy-Con 相当于一盒里装着两个手柄。合在一起并在 Remapper 中编为一组时，它们就是一个完整的手柄，两根摇杆、两个体感传感器都能用，还可容纳约 2000 个映射。横握时，每只 Joy-Con 都能单独作为小手柄，供本地多人游戏中的第二位玩家使用，在 Windows 中各自显示为一个虚拟手柄。
`),
      }),
      faq('switch-faq', '关于 Switch 手柄的常见问题', [
        ['不支持体感的游戏也能用体感吗？', '能。Remapper 把体感动作转换为鼠标移动或虚拟摇杆，游戏完全不需要知道体感的存在。'],
        ['购买前可以先试用吗？', '可以。免费试用提供全部功能，为期 7 天，最多 2 台电脑；试用不能延长，之后可通过订阅或终身授权继续使用。'],
        ['为什么有些游戏里 A 键和 B 键像是反了？', '任天堂手柄的 A 键在右侧、B 键在下方，而 Xbox 手柄这两个位置分别是 B 和 A。您可以按游戏选择让 Remapper 保留按键位置，还是保留按键字母。'],
      ]),
      downloadButtons('zh_CN', '把 Switch 手柄带到电脑上', '下载 Remapper，或免费试用全部功能。'),
      callToAction('more', '还在用 Xbox Elite？', 'Remapper 能映射您的每一个手柄，并可把最多 4 个编为一组。', [
        link('Xbox Elite', '/map-xbox-elite'),
        link('摇杆映射器', '/joystick-mapper'),
      ]),
    ],
  }),
];
