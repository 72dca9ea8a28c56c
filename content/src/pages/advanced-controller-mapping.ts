import { document, link, portableText, section } from '@/content/src/lib/documents';
import { callToAction, downloadButtons, faq, featureGrid, hero } from './sections';

// /advanced-controller-mapping. spec 2: the anchors advanced-mapping, four-slots, rapid-fire and macros
// are linked from elsewhere, so they are the ids of this page's features (tests check them).

export const advancedControllerMappingPages = [
  document({
    _id: 'page-advanced-controller-mapping-en',
    _type: 'page',
    path: '/advanced-controller-mapping',
    language: 'en',
    sections: [
      hero(
        'Advanced controller mapping, without the complexity',
        'Slots, shift layers, rapid fire, macros, zones and device groups: everything you need to build a layout as clever as the game you play.',
        link('Download', '/download'),
        link('Try for free', '/download'),
      ),
      section('richText', 'intro', {
        body: portableText(`
## Start simple, grow when you need to

Most players begin by moving a few buttons around: jump where it feels natural, reload on a paddle, the map on a button the game left empty. Remapper makes that first step a matter of clicks. When you want more, the same config grows with you. Add a second layer of mappings, give a button different jobs for a tap and a hold, or switch the whole layout when you climb into a vehicle.

Every feature below works with every supported controller, keyboard and mouse, and they combine freely: a macro can sit on a shift layer of a slot, started by a double press.
`),
      }),
      featureGrid(
        'advanced-features',
        'The advanced features',
        'Each feature has its own anchor, so you can link a friend straight to it.',
        [
          [
            'advanced-mapping',
            'Advanced mapping',
            'Map any input to any output: a key, a key combo, a mouse button or movement, a scroll, a virtual Xbox 360, Xbox One or DualShock 4 button, a macro or a command that starts a program. A device holds about 1000 mappings, a Joy-Con pair about 2000.',
          ],
          [
            'four-slots',
            'Four slots per device',
            'Keep up to 4 complete layouts on one device and switch between them with a shortcut of 1 to 3 buttons. One slot for walking, one for driving, one for flying, one for menus, all without leaving the game.',
          ],
          [
            'rapid-fire',
            'Rapid fire: Turbo and Toggle',
            'Turbo repeats a button for as long as you hold it, at the rate you set. Toggle holds a button down for you until you press it again, which saves fingers in long gathering or charging sessions.',
          ],
          [
            'macros',
            'Macros',
            'Record presses, releases, pauses and mouse movements, edit the steps, and start the macro from any button. Macros mix keyboard, mouse and virtual controller output in one sequence.',
            link('The macro controller', '/macro-controller'),
          ],
          [
            'shift-layers',
            'Shift layers',
            'Hold a shift button and the rest of the controller takes on new jobs. A config has 4 shift layers, which multiplies what a small controller can do.',
          ],
          [
            'activators',
            'Six activator types',
            'Give one button up to six jobs: single, double, triple and long press, plus actions when the button goes down and when it is released.',
          ],
          [
            'shortcuts',
            'Button shortcuts',
            'Press 2 to 4 buttons together to trigger a mapping, switch a slot or open a radial menu, keeping single buttons free for the game.',
          ],
          [
            'zones',
            'Zones for sticks and triggers',
            'Split each stick and analog trigger into 3 zones with separate mappings, for walking and running on one stick or a soft and a hard trigger pull.',
            link('The joystick mapper', '/joystick-mapper'),
          ],
          [
            'groups',
            'Device groups',
            'Group up to 4 devices and map them as one, for example two Joy-Cons, or a gamepad with a mouse for a game that needs both.',
          ],
          [
            'radial-menu',
            'Radial menu',
            'Open a ring of actions with a button and choose one with a stick: an easy way to reach a long list of hotkeys from a controller.',
          ],
        ],
      ),
      section('richText', 'autodetect', {
        body: portableText(`
## Let Remapper pick the right layout

Autodetect watches which application is in front and loads the config you linked to it, so your racing layout appears when the racing game starts and your desktop layout returns when you go back to the browser. A desktop overlay shows which slot and layer are active, and commands let a button start a program or open a website.

When you want inspiration, the community shares configs for many devices and games, ready to load and adapt.
`),
      }),
      faq('advanced-faq', 'Questions about advanced mapping', [
        [
          'What is the difference between a slot and a shift layer?',
          'A slot is a whole layout that stays active until you switch to another slot. A shift layer is active only while you hold its shift button, like the Shift key on a keyboard.',
        ],
        [
          'Is rapid fire included in the free trial?',
          'Yes. Every feature, rapid fire and key combos included, is part of the 7-day free trial on up to 2 PCs.',
        ],
        [
          'Can I combine a Joy-Con pair into one controller?',
          'Yes. Group the two Joy-Cons and Remapper maps them as one device with room for about 2000 mappings.',
        ],
      ]),
      downloadButtons('en', 'Build your layout', 'Download Remapper for Intel and AMD or for ARM, or try every feature free.'),
      callToAction(
        'devices',
        'Made for your controller',
        'See how it works with an Xbox Elite, a Steam Controller or a Switch Pro Controller.',
        [link('Xbox Elite', '/map-xbox-elite'), link('Switch Pro Controller', '/nintendo-switch-pro-controller-on-pc')],
      ),
    ],
  }),
  document({
    _id: 'page-advanced-controller-mapping-zh_CN',
    _type: 'page',
    path: '/advanced-controller-mapping',
    language: 'zh_CN',
    sections: [
      hero(
        '高级手柄映射，一点也不复杂',
        '配置槽、Shift 层、连发、宏、区域和设备组：打造一套与游戏同样精妙的布局，所需的一切都在这里。',
        link('下载', '/download'),
        link('免费试用', '/download'),
      ),
      section('richText', 'intro', {
        body: portableText(`
## 从简单开始，需要时再深入

大多数玩家都是从调换几个按键开始的：把跳跃放在顺手的位置，把换弹放到背键上，把地图放到游戏闲置的按键上。在 Remapper 里，这第一步只需点几下鼠标。想要更多时，同一个配置可以随您一起成长：再加一层映射，让一个按键轻按和长按各司其职，或者在上车的瞬间切换整套布局。

下面的每项功能都适用于所有受支持的手柄、键盘和鼠标，而且可以自由组合：一个宏可以放在某个配置槽的 Shift 层上，用双击来启动。
`),
      }),
      featureGrid(
        'advanced-features',
        '高级功能一览',
        '每项功能都有自己的锚点，您可以把链接直接发给朋友。',
        [
          [
            'advanced-mapping',
            '高级映射',
            '把任意输入映射为任意输出：按键、组合键、鼠标按键或移动、滚轮、虚拟 Xbox 360、Xbox One 或 DualShock 4 手柄的按键、宏，或者启动程序的命令。一个设备约可设置 1000 个映射，一对 Joy-Con 约 2000 个。',
          ],
          [
            'four-slots',
            '每个设备四个配置槽',
            '一个设备最多保存 4 套完整布局，用 1 到 3 个按键组成的快捷键切换。行走、驾驶、飞行、菜单各用一个配置槽，无需退出游戏。',
          ],
          [
            'rapid-fire',
            '连发：Turbo 与 Toggle',
            'Turbo 在您按住按键期间按设定的频率重复按下。Toggle 替您一直按住某个键，直到您再按一次，长时间采集或蓄力时能让手指轻松不少。',
          ],
          [
            'macros',
            '宏',
            '录制按下、松开、停顿和鼠标移动，编辑每个步骤，再用任意按键启动。一个宏里可以混合键盘、鼠标和虚拟手柄的输出。',
            link('宏控制器', '/macro-controller'),
          ],
          ['shift-layers', 'Shift 层', '按住 Shift 键，手柄上的其余按键就会换上新的功能。每个配置有 4 个 Shift 层，小小的手柄也能做很多事。'],
          ['activators', '六种触发方式', '一个按键最多可承担六项任务：单击、双击、三击、长按，以及按下和松开时的动作。'],
          ['shortcuts', '按键快捷键', '同时按下 2 到 4 个按键来触发映射、切换配置槽或打开轮盘菜单，单个按键则留给游戏使用。'],
          [
            'zones',
            '摇杆和扳机的区域',
            '把每根摇杆和每个模拟扳机分成 3 个区域并分别映射，一根摇杆就能既走又跑，一个扳机也能区分轻扣和重扣。',
            link('摇杆映射器', '/joystick-mapper'),
          ],
          ['groups', '设备组', '把最多 4 个设备编为一组，当作一个设备来映射，例如两只 Joy-Con，或者需要同时使用手柄和鼠标的游戏。'],
          ['radial-menu', '轮盘菜单', '按一个键打开一圈动作，再用摇杆选择其中之一：在手柄上调用一长串快捷键的简便方法。'],
        ],
      ),
      section('richText', 'autodetect', {
        body: portableText(`
## 让 Remapper 自动选择布局

自动检测会留意哪个程序在前台，并加载您为它关联的配置：赛车游戏一启动，赛车布局就会出现；回到浏览器时，桌面布局又会回来。桌面悬浮窗会显示当前激活的配置槽和层，命令功能则可以让一个按键启动程序或打开网站。

想找灵感时，社区里有玩家分享的各种设备和游戏的配置，加载后即可按需修改。
`),
      }),
      faq('advanced-faq', '关于高级映射的常见问题', [
        ['配置槽和 Shift 层有什么区别？', '配置槽是一整套布局，切换到其他配置槽之前一直有效。Shift 层只在您按住对应的 Shift 键时生效，就像键盘上的 Shift 键一样。'],
        ['免费试用包含连发功能吗？', '包含。全部功能，包括连发和组合键，都在最多 2 台电脑、为期 7 天的免费试用之内。'],
        ['可以把一对 Joy-Con 合成一个手柄吗？', '可以。把两只 Joy-Con 编为一组，Remapper 就会把它们当作一个设备来映射，可容纳约 2000 个映射。'],
      ]),
      downloadButtons('zh_CN', '打造您的布局', '下载适用于 Intel 和 AMD 或 ARM 的 Remapper，或免费试用全部功能。'),
      callToAction('devices', '为您的手柄而生', '看看它如何搭配 Xbox Elite、Steam 手柄或 Switch Pro 手柄使用。', [
        link('Xbox Elite', '/map-xbox-elite'),
        link('Switch Pro 手柄', '/nintendo-switch-pro-controller-on-pc'),
      ]),
    ],
  }),
];
