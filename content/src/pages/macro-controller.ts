import { document, link, portableText, section } from '@/content/src/lib/documents';
import { callToAction, downloadButtons, faq, featureGrid, hero } from './sections';

// /macro-controller: macros recorded and played from a controller, keyboard or mouse.

export const macroControllerPages = [
  document({
    _id: 'page-macro-controller-en',
    _type: 'page',
    path: '/macro-controller',
    language: 'en',
    sections: [
      hero(
        'A macro controller for every game and every program',
        'Record a string of key presses, mouse moves and controller inputs once, then play it back from any button on your gamepad, keyboard or mouse.',
        link('Download', '/download'),
        link('Try for free', '/download'),
      ),
      section('richText', 'why', {
        body: portableText(`
## Why macros belong on your controller

Many games ask for the same handful of inputs again and again: open the inventory, pick the potion, close the inventory, draw the weapon. Office programs do the same with menus and shortcuts. A macro turns such a sequence into one press, so your hands stay where they are and your attention stays on what matters.

Remapper records macros from the device you are holding and plays them back through whatever the program expects. A macro started from a DualSense button can type on the keyboard, move and click the mouse, and press buttons on a virtual Xbox controller, in the order and with the timing you choose. Because the macro lives in your config, it follows you into every game that uses that config, and autodetect loads the right config when the game starts.

Macros are part of every plan, and the 7-day free trial on up to 2 PCs includes them, so you can build your first one today.
`),
      }),
      featureGrid(
        'macro-features',
        'What a Remapper macro can do',
        'Macros are built from steps. Each step is a press, a release, a hold, a pause or a mouse movement, and you can edit any of them after recording.',
        [
          [
            'record',
            'Record, then fine-tune',
            'Press record, play the sequence once, and Remapper writes down every step with its timing. Shorten a pause, remove a stray click or repeat a block without starting over.',
          ],
          [
            'activators',
            'Six ways to start a macro',
            'Start a macro with a single, double, triple or long press, when a button goes down or when it comes back up. That is 6 activator types, so one button can carry several macros.',
          ],
          [
            'combos',
            'Key combos and shortcuts',
            'Send Ctrl+Shift+S or Alt+Tab from a face button, or start a macro with a shortcut of 2 to 4 buttons pressed together, so rarely used macros stay out of the way.',
          ],
          [
            'loops',
            'Repeat and toggle',
            'Let a macro run once, repeat while the button is held, or run until you press it again. Pair it with rapid fire in Turbo or Toggle mode for the inputs that need hammering.',
            link('Rapid fire', '/advanced-controller-mapping#rapid-fire'),
          ],
          [
            'mouse',
            'Mouse moves and clicks',
            'A macro can move the pointer to a spot, drag, scroll and click, which makes it useful far beyond games: photo editing, spreadsheets and repetitive forms all benefit.',
          ],
          [
            'layers',
            'Macros on shift layers',
            'Put a set of macros on a shift layer. Hold the shift button and the same buttons start different macros, with 4 shift layers per config.',
            link('Advanced mapping', '/advanced-controller-mapping#macros'),
          ],
        ],
      ),
      section('richText', 'steps', {
        body: portableText(`
## Your first macro in four steps

1. Install Remapper, connect your controller and open the config for the game you play.
2. Choose the button that should start the macro and pick an activator type, for example a double press.
3. Press record, perform the sequence with the keyboard, mouse or controller, and stop the recording.
4. Trim the pauses you do not want, give the macro a name and save the config. Remapper switches to it automatically when the game starts.

## Fair play

Macros are made to save you from repetition and to make games accessible to players who cannot press many buttons quickly. Some online games forbid automated input in their rules; check them before you use macros in competitive play.
`),
      }),
      faq('macro-faq', 'Macro questions', [
        [
          'Can a macro press controller buttons as well as keys?',
          'Yes. With a virtual Xbox 360, Xbox One or DualShock 4 controller enabled, a macro can press its buttons and move its sticks, mixed freely with keyboard and mouse steps.',
        ],
        [
          'How many macros can I keep?',
          'A device holds about 1000 mappings, and a Joy-Con pair about 2000, across its slots and shift layers. Macros count as mappings, so there is room for far more than any game needs.',
        ],
        [
          'Do macros work outside games?',
          'Yes. Remapper works in any Windows program, and autodetect can load a separate config for your editor, browser or design tool.',
        ],
      ]),
      downloadButtons('en', 'Start recording macros', 'Download Remapper or try every feature free for 7 days.'),
      callToAction(
        'more',
        'Go further than macros',
        'Slots, shift layers, rapid fire and gyro work together with your macros.',
        [link('Advanced mapping', '/advanced-controller-mapping'), link('Try for free', '/download')],
      ),
    ],
  }),
  document({
    _id: 'page-macro-controller-zh_CN',
    _type: 'page',
    path: '/macro-controller',
    language: 'zh_CN',
    sections: [
      hero(
        '适用于所有游戏和程序的宏控制器',
        '把一串键盘按键、鼠标移动和手柄输入录制一次，之后就能用手柄、键盘或鼠标上的任意按键回放。',
        link('下载', '/download'),
        link('免费试用', '/download'),
      ),
      section('richText', 'why', {
        body: portableText(`
## 为什么要把宏放在手柄上

很多游戏会反复要求同样几步操作：打开背包、选中药水、关闭背包、拔出武器。办公软件里的菜单和快捷键也是如此。宏能把这样一整串操作变成一次按键，让您的双手不必离开原位，注意力也能留在真正重要的地方。

Remapper 从您手中的设备录制宏，并按程序需要的方式回放。用 DualSense 按键启动的宏，可以按您设定的顺序和节奏，在键盘上打字、移动并点击鼠标，或者按下虚拟 Xbox 手柄上的按键。宏保存在配置里，所以凡是使用这个配置的游戏都能用上它；游戏启动时，自动检测还会替您加载正确的配置。

所有套餐都包含宏功能，最多 2 台电脑的 7 天免费试用也不例外，今天就可以动手做您的第一个宏。
`),
      }),
      featureGrid(
        'macro-features',
        'Remapper 的宏能做什么',
        '宏由一个个步骤组成。每一步可以是按下、松开、按住、停顿或鼠标移动，录制完成后每一步都可以修改。',
        [
          ['record', '先录制，再微调', '点击录制，把操作做一遍，Remapper 就会记下每一步及其时间间隔。缩短停顿、删掉误点、重复某一段，都不必从头再来。'],
          [
            'activators',
            '六种启动方式',
            '宏可以通过单击、双击、三击、长按启动，也可以在按键按下或松开的瞬间启动。一共 6 种触发方式，一个按键就能承载好几个宏。',
          ],
          [
            'combos',
            '组合键与快捷键',
            '用一个按键发送 Ctrl+Shift+S 或 Alt+Tab，或者用 2 到 4 个按键同时按下的快捷键来启动宏，不常用的宏就不会碍事。',
          ],
          [
            'loops',
            '重复与切换',
            '宏可以只运行一次、按住时持续重复，或者一直运行到再次按下为止。需要连续猛按的操作，可以搭配 Turbo 或 Toggle 模式的连发。',
            link('连发', '/advanced-controller-mapping#rapid-fire'),
          ],
          ['mouse', '鼠标移动与点击', '宏可以把指针移到指定位置、拖动、滚动和点击，用途远不止游戏：修图、电子表格和重复填写的表单都能受益。'],
          [
            'layers',
            '放在 Shift 层上的宏',
            '把一组宏放在 Shift 层上。按住 Shift 键，同样的按键就会启动不同的宏，每个配置有 4 个 Shift 层。',
            link('高级映射', '/advanced-controller-mapping#macros'),
          ],
        ],
      ),
      section('richText', 'steps', {
        body: portableText(`
## 四步做出第一个宏

1. 安装 Remapper，连接手柄，打开您所玩游戏的配置。
2. 选择用来启动宏的按键，再选择触发方式，例如双击。
3. 点击录制，用键盘、鼠标或手柄完成这串操作，然后停止录制。
4. 删掉多余的停顿，给宏起个名字并保存配置。游戏启动时，Remapper 会自动切换到这个配置。

## 公平游戏

宏的用途是帮您摆脱重复操作，也让无法快速连按的玩家能够畅玩游戏。有些网络游戏的规则禁止自动化输入，在竞技对战中使用宏之前，请先查看相关规则。
`),
      }),
      faq('macro-faq', '关于宏的常见问题', [
        ['宏除了按键盘，还能按手柄按键吗？', '可以。启用虚拟的 Xbox 360、Xbox One 或 DualShock 4 手柄后，宏可以按下它的按键、推动它的摇杆，并与键盘和鼠标步骤自由混合。'],
        ['最多能保存多少个宏？', '一个设备约可设置 1000 个映射，一对 Joy-Con 约 2000 个，分布在各个配置槽和 Shift 层中。宏也算作映射，空间远超任何游戏的需要。'],
        ['宏在游戏以外也能用吗？', '可以。Remapper 适用于任何 Windows 程序，自动检测还可以为您的编辑器、浏览器或设计软件单独加载配置。'],
      ]),
      downloadButtons('zh_CN', '开始录制宏', '下载 Remapper，或免费试用全部功能 7 天。'),
      callToAction('more', '不止于宏', '配置槽、Shift 层、连发和体感都能与您的宏配合使用。', [
        link('高级映射', '/advanced-controller-mapping'),
        link('免费试用', '/download'),
      ]),
    ],
  }),
];
