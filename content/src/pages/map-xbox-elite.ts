import { document, link, portableText, section } from '@/content/src/lib/documents';
import { callToAction, downloadButtons, faq, featureGrid, hero, systemRequirements } from './sections';

// /map-xbox-elite: the Xbox Elite controller's paddles and profiles with Remapper.

export const mapXboxElitePages = [
  document({
    _id: 'page-map-xbox-elite-en',
    _type: 'page',
    path: '/map-xbox-elite',
    language: 'en',
    sections: [
      hero(
        'Map your Xbox Elite controller to anything',
        'Give the four paddles real jobs in every game: keys, mouse clicks, macros or shift layers, with up to 4 slots you switch without putting the controller down.',
        link('Download', '/download'),
        link('Try for free', '/download'),
      ),
      section('richText', 'paddles', {
        body: portableText(`
## Paddles deserve more than copies of face buttons

The Elite's back paddles are its best feature, yet many PC games never ask for more than the standard buttons, so the paddles end up repeating A, B, X and Y. Remapper lets them do things the game cannot: press a keyboard key the game has no controller binding for, click the mouse, start a macro or hold a shift layer that changes the whole controller.

Because your fingers rest on the paddles all the time, they are perfect shift buttons. Hold the left paddle and the face buttons become your hotbar; hold the right one and the D-pad switches weapons. With 4 shift layers per config, an Elite carries a keyboard's worth of actions.
`),
      }),
      featureGrid(
        'elite-features',
        'What Remapper adds to the Elite',
        'Everything works over USB, the wireless adapter or Bluetooth, as long as Windows sees the controller.',
        [
          [
            'paddles',
            'Paddles as anything',
            'Map each paddle to a key, a key combo, a mouse button, a macro or a virtual controller button, separately in every slot and shift layer.',
          ],
          [
            'slots',
            'Four slots, switched on the fly',
            'Keep up to 4 layouts and switch with a shortcut of 1 to 3 buttons, for example the View button with a paddle. No need to reach for the profile button or the keyboard.',
            link('About slots', '/advanced-controller-mapping#four-slots'),
          ],
          [
            'triggers',
            'Trigger zones',
            'Split each trigger into 3 zones: aim down sights in the first, fire in the third, and something else in between. It pairs well with the Elite’s hair trigger locks.',
          ],
          [
            'rapid-fire',
            'Turbo and Toggle',
            'Turbo repeats a button while held; Toggle keeps it held until the next press. Put either on a paddle so your main buttons stay as they are.',
            link('Rapid fire', '/advanced-controller-mapping#rapid-fire'),
          ],
          [
            'virtual',
            'A virtual DualShock 4 when needed',
            'Some games and emulators expect a PlayStation pad. Remapper can present your Elite as a virtual DualShock 4, or as a plain Xbox 360 or Xbox One controller.',
          ],
          [
            'desktop',
            'A desktop remote',
            'Outside games, a desktop config turns the Elite into a mouse, a media remote and a set of shortcuts for your favourite programs, loaded by autodetect.',
          ],
        ],
      ),
      section('richText', 'setup', {
        body: portableText(`
## Set it up in a few minutes

1. Connect the Elite and start Remapper; it appears in the device list with its paddles.
2. Pick a paddle, choose what it should do, and test it right away.
3. Add a second slot for another kind of game, and choose a shortcut to switch to it.
4. Link the config to your game so autodetect loads it when the game starts.
`),
      }),
      faq('elite-faq', 'Xbox Elite questions', [
        [
          'Does Remapper work with both Elite controllers?',
          'Yes, with the original Elite and the Elite Series 2 on Windows 10 and 11, wired or wireless.',
        ],
        [
          'Do I lose the profiles stored on the controller?',
          'No. Remapper reads what the controller sends, so you can keep your hardware profiles and add Remapper’s slots on top, or use one of them as a plain layout.',
        ],
        [
          'Can a paddle work as a shift button?',
          'Yes, and it is one of the most popular uses. While you hold the paddle the other buttons switch to a shift layer, and they return the moment you let go. A config has up to 4 shift layers.',
        ],
      ]),
      downloadButtons('en', 'Put your paddles to work', 'Download Remapper or try every feature free for 7 days on up to 2 PCs.'),
      systemRequirements('en'),
      callToAction(
        'more',
        'Other controllers in the house?',
        'Remapper maps DualSense, Switch Pro, Steam and many more, and groups up to 4 devices.',
        [link('Steam Controller', '/steam-controller-support'), link('Joystick mapper', '/joystick-mapper')],
      ),
    ],
  }),
  document({
    _id: 'page-map-xbox-elite-zh_CN',
    _type: 'page',
    path: '/map-xbox-elite',
    language: 'zh_CN',
    sections: [
      hero(
        '把 Xbox Elite 手柄映射成任何操作',
        '让四个背键在每款游戏里都真正派上用场：按键、鼠标点击、宏或 Shift 层，还有最多 4 个配置槽，不放下手柄就能切换。',
        link('下载', '/download'),
        link('免费试用', '/download'),
      ),
      section('richText', 'paddles', {
        body: portableText(`
## 背键不该只是正面按键的复制品

Elite 的背键是它最出色的设计，可很多电脑游戏只用得到标准按键，背键最后只能重复 A、B、X、Y。Remapper 能让背键做到游戏本身做不到的事：按下游戏没有提供手柄绑定的键盘按键、点击鼠标、启动宏，或者按住一个 Shift 层来改变整个手柄的功能。

您的手指一直搭在背键上，它们天生就适合当 Shift 键。按住左背键，正面按键就变成快捷栏；按住右背键，十字键就用来切换武器。每个配置有 4 个 Shift 层，一只 Elite 手柄就能容纳一整块键盘的操作。
`),
      }),
      featureGrid(
        'elite-features',
        'Remapper 为 Elite 带来的功能',
        '无论通过 USB、无线适配器还是蓝牙连接，只要 Windows 能识别手柄，一切都能正常工作。',
        [
          ['paddles', '背键随心映射', '每个背键都可以映射为按键、组合键、鼠标按键、宏或虚拟手柄按键，并且在每个配置槽和每个 Shift 层中单独设置。'],
          [
            'slots',
            '四个配置槽，随时切换',
            '最多保存 4 套布局，用 1 到 3 个按键组成的快捷键切换，例如“视图”键加一个背键。无需去按配置文件按钮，也不用伸手去够键盘。',
            link('了解配置槽', '/advanced-controller-mapping#four-slots'),
          ],
          ['triggers', '扳机区域', '把每个扳机分成 3 个区域：第一段开镜，第三段开火，中间还能再放一个动作。与 Elite 的扳机锁配合使用效果更佳。'],
          [
            'rapid-fire',
            'Turbo 与 Toggle',
            'Turbo 在按住时重复按下；Toggle 会一直按住，直到下一次按下。把它们放在背键上，主要按键就能保持原样。',
            link('连发', '/advanced-controller-mapping#rapid-fire'),
          ],
          ['virtual', '需要时变成虚拟 DualShock 4', '有些游戏和模拟器只认 PlayStation 手柄。Remapper 可以把您的 Elite 模拟成虚拟 DualShock 4，也可以模拟成普通的 Xbox 360 或 Xbox One 手柄。'],
          ['desktop', '桌面遥控器', '不玩游戏时，桌面配置能把 Elite 变成鼠标、媒体遥控器和常用程序的快捷键面板，并由自动检测加载。'],
        ],
      ),
      section('richText', 'setup', {
        body: portableText(`
## 几分钟即可设置好

1. 连接 Elite 手柄并启动 Remapper，它会连同背键一起出现在设备列表中。
2. 选择一个背键，设定它的功能，并立即测试。
3. 为另一类游戏添加第二个配置槽，并选择用于切换的快捷键。
4. 把配置关联到游戏，游戏启动时自动检测就会加载它。
`),
      }),
      faq('elite-faq', '关于 Xbox Elite 的常见问题', [
        ['两代 Elite 手柄都支持吗？', '支持。初代 Elite 和 Elite 2 代都可以在 Windows 10 和 11 上使用，有线无线均可。'],
        ['手柄里保存的配置文件会丢失吗？', '不会。Remapper 读取的是手柄发出的输入，您可以保留硬件配置文件，再叠加 Remapper 的配置槽，或者把其中一个当作普通布局使用。'],
        ['背键可以当作 Shift 键吗？', '可以，这也是最受欢迎的用法之一。按住背键时，其余按键切换到 Shift 层；松开后立即恢复原来的功能。每个配置最多有 4 个 Shift 层。'],
      ]),
      downloadButtons('zh_CN', '让背键忙起来', '下载 Remapper，或在最多 2 台电脑上免费试用全部功能 7 天。'),
      systemRequirements('zh_CN'),
      callToAction('more', '家里还有别的手柄？', 'Remapper 还能映射 DualSense、Switch Pro、Steam 等众多手柄，并可把最多 4 个设备编为一组。', [
        link('Steam 手柄', '/steam-controller-support'),
        link('摇杆映射器', '/joystick-mapper'),
      ]),
    ],
  }),
];
