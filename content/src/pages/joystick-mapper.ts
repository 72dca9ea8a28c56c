import { document, link, portableText, section } from '@/content/src/lib/documents';
import { callToAction, downloadButtons, faq, featureGrid, hero } from './sections';

// /joystick-mapper: sticks and triggers mapped to the mouse, keys or a virtual controller.

export const joystickMapperPages = [
  document({
    _id: 'page-joystick-mapper-en',
    _type: 'page',
    path: '/joystick-mapper',
    language: 'en',
    sections: [
      hero(
        'A joystick mapper that understands analog input',
        'Turn sticks and triggers into a smooth mouse, into keys that press at the angle you choose, or into the sticks of a virtual Xbox or DualShock 4 controller.',
        link('Download', '/download'),
        link('Try for free', '/download'),
      ),
      section('richText', 'analog', {
        body: portableText(`
## More than on and off

A button is either pressed or not, but a stick tells a story: how far it is pushed, in which direction and how fast it moves. A good joystick mapper keeps that story instead of flattening it into four arrow keys. Remapper reads every analog axis of your controller and lets you decide what each part of its travel should do.

Move the mouse pointer with the right stick for a game that only understands the mouse, and slow it down near the centre for precise aiming. Walk with WASD on the left stick and start running once the stick reaches the edge. Or pass the stick straight through to a virtual Xbox 360, Xbox One or DualShock 4 controller, with the response curve you like, so a game that only accepts an Xbox pad plays well with a Switch Pro Controller or a Steam Controller.
`),
      }),
      featureGrid(
        'joystick-features',
        'What the joystick mapper gives you',
        'Every stick and analog trigger can be mapped on its own, in every slot and on every shift layer of a config.',
        [
          [
            'zones',
            'Three zones per stick and trigger',
            'Split the travel of a stick or trigger into 3 zones and map each one separately: walk in the first, run in the second, sprint or fire in the third.',
          ],
          [
            'mouse',
            'Stick to mouse',
            'Drive the pointer or the camera with a stick, set its speed and acceleration, and hold a button for a slow, precise mode while aiming.',
          ],
          [
            'keys',
            'Stick to keys',
            'Map the eight directions of a stick to keys, with diagonals pressing two keys at once, for games and emulators built around the keyboard.',
          ],
          [
            'virtual',
            'Stick to a virtual controller',
            'Send a stick or trigger to a virtual Xbox 360, Xbox One or DualShock 4 controller, swap sticks, invert an axis or turn a trigger into a button.',
          ],
          [
            'gyro',
            'Gyro as a joystick',
            'Tilt a DualShock 4, DualSense, Switch Pro Controller or Joy-Con to steer or aim; gyro input can drive the mouse or a virtual stick.',
          ],
          [
            'groups',
            'Several devices as one',
            'Group up to 4 devices, such as a flight stick, a gamepad and a mouse, and map them together as if they were one controller.',
          ],
        ],
      ),
      section('richText', 'examples', {
        body: portableText(`
## Three set-ups players build

**A controller for a mouse-only strategy game.** The right stick moves the pointer, the triggers click, and the second zone of the left stick scrolls the map faster. Hotkeys for units sit on a radial menu.

**Racing with the keyboard controls of an older game.** The first zone of the right trigger taps the accelerator key gently, the third zone holds it down; the left stick steers with the arrow keys.

**A flight simulator with two devices.** A flight stick and a gamepad are grouped, the gamepad's stick looks around the cockpit, and a shift layer holds the autopilot keys.

Each set-up lives in its own slot, so you can keep up to 4 of them per device and switch with a shortcut of 1 to 3 buttons.
`),
      }),
      faq('joystick-faq', 'Joystick mapper questions', [
        [
          'Will a game see my controller twice?',
          'When you map to a virtual controller, Remapper shows the game the virtual device, so the game reads the mapped input rather than the raw one.',
        ],
        [
          'Does it work with flight sticks and wheels?',
          'Remapper reads standard game controllers on Windows. Group a stick or wheel with a gamepad or mouse to map them as one device.',
        ],
        [
          'Can I try it first?',
          'Yes: the free trial gives you every feature for 7 days on up to 2 PCs.',
        ],
      ]),
      downloadButtons('en', 'Map your joysticks', 'Get the installer for Intel and AMD or for ARM PCs, or start the free trial.'),
      callToAction(
        'more',
        'Mapping for a whole controller',
        'Slots, shift layers, rapid fire and macros are one page away.',
        [link('Advanced mapping', '/advanced-controller-mapping'), link('Macros', '/macro-controller')],
      ),
    ],
  }),
  document({
    _id: 'page-joystick-mapper-zh_CN',
    _type: 'page',
    path: '/joystick-mapper',
    language: 'zh_CN',
    sections: [
      hero(
        '真正懂模拟输入的摇杆映射器',
        '把摇杆和扳机变成顺滑的鼠标，变成按您选定角度触发的按键，或者变成虚拟 Xbox 或 DualShock 4 手柄的摇杆。',
        link('下载', '/download'),
        link('免费试用', '/download'),
      ),
      section('richText', 'analog', {
        body: portableText(`
## 不只是开和关

按键只有按下和没按下两种状态，摇杆却能讲出更多信息：推了多远、朝哪个方向、移动得多快。好的摇杆映射器会保留这些信息，而不是把它压扁成四个方向键。Remapper 读取手柄的每一个模拟轴，由您决定行程的每一段该做什么。

在只支持鼠标的游戏里，用右摇杆移动鼠标指针，并让它在中心附近放慢，方便精确瞄准。用左摇杆映射 WASD 来行走，推到边缘时自动奔跑。也可以把摇杆按您喜欢的响应曲线直接传给虚拟的 Xbox 360、Xbox One 或 DualShock 4 手柄，这样只认 Xbox 手柄的游戏，用 Switch Pro 手柄或 Steam 手柄也能玩得顺手。
`),
      }),
      featureGrid(
        'joystick-features',
        '摇杆映射器能为您做什么',
        '每根摇杆和每个模拟扳机都能单独映射，在配置的每个配置槽和每个 Shift 层中都可以。',
        [
          ['zones', '摇杆和扳机各分 3 个区域', '把摇杆或扳机的行程分成 3 个区域，分别映射：第一段行走，第二段奔跑，第三段冲刺或开火。'],
          ['mouse', '摇杆控制鼠标', '用摇杆控制指针或镜头，设置速度和加速度；瞄准时按住一个键，即可切换到慢速精确模式。'],
          ['keys', '摇杆映射为按键', '把摇杆的八个方向映射为按键，斜向同时按下两个键，适合围绕键盘设计的游戏和模拟器。'],
          ['virtual', '摇杆映射到虚拟手柄', '把摇杆或扳机发送给虚拟的 Xbox 360、Xbox One 或 DualShock 4 手柄，可以交换左右摇杆、反转某个轴，或把扳机变成按键。'],
          ['gyro', '把体感当摇杆', '倾斜 DualShock 4、DualSense、Switch Pro 手柄或 Joy-Con 来转向或瞄准；体感输入可以控制鼠标，也可以控制虚拟摇杆。'],
          ['groups', '多个设备合而为一', '把最多 4 个设备编为一组，例如飞行摇杆、手柄和鼠标，像一个手柄那样一起映射。'],
        ],
      ),
      section('richText', 'examples', {
        body: portableText(`
## 玩家常用的三种设置

**在只支持鼠标的策略游戏里用手柄。** 右摇杆移动指针，扳机负责点击，左摇杆推到第二个区域时地图滚动得更快。单位快捷键放在轮盘菜单里。

**用手柄玩只有键盘操作的老赛车游戏。** 右扳机第一个区域轻点油门键，第三个区域一直按住；左摇杆用方向键转向。

**双设备玩模拟飞行。** 飞行摇杆和手柄编为一组，手柄的摇杆用来环顾驾驶舱，Shift 层里放着自动驾驶的按键。

每种设置各占一个配置槽，每个设备最多可保存 4 个，用 1 到 3 个按键组成的快捷键切换。
`),
      }),
      faq('joystick-faq', '关于摇杆映射器的常见问题', [
        ['游戏会不会同时看到两个手柄？', '映射到虚拟手柄时，Remapper 让游戏看到的是虚拟设备，因此游戏读取的是映射后的输入，而不是原始输入。'],
        ['支持飞行摇杆和方向盘吗？', 'Remapper 可以读取 Windows 上的标准游戏控制器。把摇杆或方向盘与手柄或鼠标编为一组，就能当作一个设备来映射。'],
        ['可以先试用吗？', '可以：免费试用提供全部功能，为期 7 天，最多 2 台电脑。'],
      ]),
      downloadButtons('zh_CN', '映射您的摇杆', '下载适用于 Intel 和 AMD 电脑或 ARM 电脑的安装程序，或者开始免费试用。'),
      callToAction('more', '为整个手柄做映射', '配置槽、Shift 层、连发和宏，都在下一页。', [
        link('高级映射', '/advanced-controller-mapping'),
        link('宏', '/macro-controller'),
      ]),
    ],
  }),
];
