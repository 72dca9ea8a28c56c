import type { CommunityDevice } from '@/lib/community/devices';
import { type BundledDocument, document, keyed, link, portableText } from './lib/documents';

// spec 2: /community/configs/gamepad/{device}, one communityDevice document (schemas/documents/community-device.ts)
// per gamepad and language, ids community-<device>-en and community-<device>-zh_CN.

interface DeviceCopy {
  title: string;
  deviceName: string;
  intro: string;
  /** [title, text] of what players share for the gamepad. */
  shared: [title: string, text: string][];
  /** In the Markdown subset of content/src/lib/portable-text.ts. */
  body: string;
  guide: [label: string, href: string];
}

const PROGRAM_EN = (pad: string) => `
Connect your ${pad} and start the game you want to play. Open **Community** in Remapper: it lists the configs other players shared for this controller and the game it detected, the most popular first.

- **Apply** a config in a click and try it straight away; it becomes your own copy.
- **Change** anything you like: a button, a macro, a stick zone. The author's config stays as it was.
- **Share** your version with a short description and a few tags, so other ${pad} players can find it.

Questions about a config? Ask its author on the [Remapper forum](https://forum.remapper.app).
`;

const PROGRAM_ZH = (pad: string) => `
连接您的 ${pad}，然后启动想玩的游戏。在 Remapper 中打开**社区**：这里会列出其他玩家为这款手柄和检测到的游戏分享的配置，最受欢迎的排在最前面。

- **应用**：点一下即可应用配置并马上试用，它会成为您自己的副本。
- **修改**：随意调整按键、宏或摇杆区域，原作者的配置不会改变。
- **分享**：为您的版本写一段简短说明、加几个标签后发布，其他 ${pad} 玩家就能找到它。

对某个配置有疑问？可以在 [Remapper 论坛](https://forum.remapper.app) 上询问作者。
`;

const DEVICES: Record<CommunityDevice, { en: DeviceCopy; zh_CN: DeviceCopy }> = {
  dualshock4: {
    en: {
      title: 'DualShock 4 community configs',
      deviceName: 'Sony DualShock 4',
      intro: 'Configs players shared for the PlayStation 4 controller: keyboard-and-mouse games played with a pad, touchpad tricks and gyro aiming.',
      shared: [
        ['Touchpad as a mouse', 'The touchpad moves the cursor and its click is the left mouse button, for menus and strategy games.'],
        ['Gyro aiming', 'Tilt the controller to aim while a trigger is held, with the right stick kept for big turns.'],
        ['Keyboard games on a pad', 'WASD on the left stick, the mouse on the right and the hotbar on the face buttons with a shift layer.'],
      ],
      body: PROGRAM_EN('DualShock 4'),
      guide: ['Use a PS4 controller on PC', '/how-to-use-ps4-controller-on-pc'],
    },
    zh_CN: {
      title: 'DualShock 4 社区配置',
      deviceName: 'Sony DualShock 4',
      intro: '玩家为 PlayStation 4 手柄分享的配置：用手柄玩键鼠游戏、触摸板技巧和体感瞄准。',
      shared: [
        ['触摸板当鼠标', '用触摸板移动光标，按下触摸板即鼠标左键，适合菜单和策略游戏。'],
        ['体感瞄准', '按住扳机时倾斜手柄来瞄准，右摇杆保留给大幅转向。'],
        ['用手柄玩键盘游戏', '左摇杆对应 WASD，右摇杆控制鼠标，面键配合 Shift 层对应快捷栏。'],
      ],
      body: PROGRAM_ZH('DualShock 4'),
      guide: ['在电脑上使用 PS4 手柄', '/how-to-use-ps4-controller-on-pc'],
    },
  },
  dualshock3: {
    en: {
      title: 'DualShock 3 community configs',
      deviceName: 'Sony DualShock 3',
      intro: 'Configs players shared for the PlayStation 3 controller, which Windows does not support on its own: Xbox emulation for modern games and layouts for older ones.',
      shared: [
        ['Virtual Xbox 360 controller', 'The pad shows up as an Xbox 360 controller, so games show the right prompts and support it out of the box.'],
        ['Pressure-free triggers', 'L2 and R2 mapped as full analog triggers for racing games.'],
        ['Retro layouts', 'Classic console layouts for emulators and older PC games with keyboard controls.'],
      ],
      body: PROGRAM_EN('DualShock 3'),
      guide: ['Use a PS3 controller on PC', '/how-to-use-ps3-controller-on-pc'],
    },
    zh_CN: {
      title: 'DualShock 3 社区配置',
      deviceName: 'Sony DualShock 3',
      intro: '玩家为 PlayStation 3 手柄分享的配置。Windows 本身不支持这款手柄：这里有用于新游戏的 Xbox 模拟，也有适合老游戏的布局。',
      shared: [
        ['虚拟 Xbox 360 手柄', '手柄会被识别为 Xbox 360 手柄，游戏能显示正确的按键提示并直接支持。'],
        ['完整模拟扳机', '将 L2 和 R2 映射为完整的模拟扳机，适合赛车游戏。'],
        ['复古布局', '为模拟器和使用键盘操作的老游戏准备的经典主机布局。'],
      ],
      body: PROGRAM_ZH('DualShock 3'),
      guide: ['在电脑上使用 PS3 手柄', '/how-to-use-ps3-controller-on-pc'],
    },
  },
  steam: {
    en: {
      title: 'Steam Controller community configs',
      deviceName: 'Valve Steam Controller',
      intro: 'Configs players shared for the Steam Controller: trackpads as mouse and scroll wheel, back grips for jumps and reloads, and gyro aiming.',
      shared: [
        ['Trackpad mouse', 'The right trackpad is a precise mouse for shooters and strategy games.'],
        ['Radial menus', 'The left trackpad opens a radial menu of weapons, items or emotes.'],
        ['Back grip shortcuts', 'The grip buttons jump, reload or switch slots without taking a thumb off the sticks.'],
      ],
      body: PROGRAM_EN('Steam Controller'),
      guide: ['Steam Controller support', '/steam-controller-support'],
    },
    zh_CN: {
      title: 'Steam 手柄社区配置',
      deviceName: 'Steam 手柄',
      intro: '玩家为 Steam 手柄分享的配置：触控板用作鼠标和滚轮，背键用于跳跃和换弹，以及体感瞄准。',
      shared: [
        ['触控板鼠标', '右触控板作为精准的鼠标，适合射击和策略游戏。'],
        ['轮盘菜单', '左触控板打开武器、道具或表情的轮盘菜单。'],
        ['背键快捷操作', '背键负责跳跃、换弹或切换配置槽，拇指不必离开摇杆。'],
      ],
      body: PROGRAM_ZH('Steam 手柄'),
      guide: ['Steam 手柄支持', '/steam-controller-support'],
    },
  },
  xbox_elite: {
    en: {
      title: 'Xbox Elite community configs',
      deviceName: 'Xbox Elite Wireless Controller',
      intro: 'Configs players shared for the Xbox Elite controller: its four paddles mapped to keys, macros and shift layers in games that do not support them.',
      shared: [
        ['Paddles as keys', 'Each paddle presses a key the game needs, so crouch, jump and reload never leave the sticks.'],
        ['Paddle shift layers', 'Hold a paddle to switch the whole controller to a second layout.'],
        ['Macros on paddles', 'Combos and build orders on a single paddle press.'],
      ],
      body: PROGRAM_EN('Xbox Elite'),
      guide: ['Map the Xbox Elite paddles', '/map-xbox-elite'],
    },
    zh_CN: {
      title: 'Xbox 精英手柄社区配置',
      deviceName: 'Xbox 精英无线手柄',
      intro: '玩家为 Xbox 精英手柄分享的配置：在不支持背键的游戏里，把四个背键映射为按键、宏和 Shift 层。',
      shared: [
        ['背键映射为按键', '每个背键对应游戏需要的一个按键，蹲下、跳跃和换弹都不用离开摇杆。'],
        ['背键切换 Shift 层', '按住一个背键，整个手柄切换到第二套布局。'],
        ['背键宏', '按一下背键即可执行连招或建造顺序。'],
      ],
      body: PROGRAM_ZH('Xbox 精英手柄'),
      guide: ['映射 Xbox 精英手柄背键', '/map-xbox-elite'],
    },
  },
  nintendo: {
    en: {
      title: 'Nintendo Switch Pro community configs',
      deviceName: 'Nintendo Switch Pro Controller',
      intro: 'Configs players shared for the Switch Pro Controller: Xbox-style button positions, gyro aiming and layouts for PC games.',
      shared: [
        ['Xbox button positions', 'A and B, X and Y swapped so the buttons match the prompts PC games show.'],
        ['Gyro aiming', 'The built-in gyro aims in shooters while the right stick turns.'],
        ['Keyboard games', 'Full keyboard-and-mouse layouts for games without controller support.'],
      ],
      body: PROGRAM_EN('Switch Pro Controller'),
      guide: ['Switch Pro Controller on PC', '/nintendo-switch-pro-controller-on-pc'],
    },
    zh_CN: {
      title: 'Switch Pro 手柄社区配置',
      deviceName: '任天堂 Switch Pro 手柄',
      intro: '玩家为 Switch Pro 手柄分享的配置：Xbox 式的按键位置、体感瞄准和适合电脑游戏的布局。',
      shared: [
        ['Xbox 按键位置', '交换 A 与 B、X 与 Y，让按键与电脑游戏显示的提示一致。'],
        ['体感瞄准', '在射击游戏中用内置陀螺仪瞄准，右摇杆负责转向。'],
        ['键盘游戏', '为不支持手柄的游戏准备的完整键鼠布局。'],
      ],
      body: PROGRAM_ZH('Switch Pro 手柄'),
      guide: ['在电脑上使用 Switch Pro 手柄', '/nintendo-switch-pro-controller-on-pc'],
    },
  },
  'joy-con': {
    en: {
      title: 'Joy-Con community configs',
      deviceName: 'Nintendo Joy-Con',
      intro: 'Configs players shared for Joy-Cons: a pair used as one controller, a single Joy-Con held sideways, and motion controls.',
      shared: [
        ['A pair as one controller', 'Left and right Joy-Con grouped into a single pad, with up to 2000 mappings.'],
        ['Sideways single Joy-Con', 'One Joy-Con held sideways for two-player games on one PC.'],
        ['Motion controls', 'Shake or tilt a Joy-Con to press a key, for rhythm and party games.'],
      ],
      body: PROGRAM_EN('Joy-Cons'),
      guide: ['Use Joy-Cons on PC', '/how-to-use-joycons-on-pc'],
    },
    zh_CN: {
      title: 'Joy-Con 社区配置',
      deviceName: '任天堂 Joy-Con',
      intro: '玩家为 Joy-Con 分享的配置：一对 Joy-Con 合成一个手柄、单个 Joy-Con 横握，以及体感操作。',
      shared: [
        ['一对合成一个手柄', '左右 Joy-Con 组成一个手柄，最多可设 2000 个映射。'],
        ['单个横握', '横握一个 Joy-Con，在同一台电脑上双人游戏。'],
        ['体感操作', '摇动或倾斜 Joy-Con 即可按键，适合节奏和聚会游戏。'],
      ],
      body: PROGRAM_ZH('Joy-Con'),
      guide: ['在电脑上使用 Joy-Con', '/how-to-use-joycons-on-pc'],
    },
  },
  nvidia_shield: {
    en: {
      title: 'NVIDIA SHIELD community configs',
      deviceName: 'NVIDIA SHIELD Controller',
      intro: 'Configs players shared for the NVIDIA SHIELD controller and its 28 buttons: media keys, the touch slider and full game layouts.',
      shared: [
        ['Media and volume keys', 'The volume slider and media buttons control the PC while you play.'],
        ['Xbox emulation', 'The controller shows up as an Xbox controller for games that expect one.'],
        ['Keyboard games', 'Every one of the 28 buttons mapped for games played with a keyboard.'],
      ],
      body: PROGRAM_EN('SHIELD controller'),
      guide: ['Use a SHIELD controller on PC', '/how-to-use-shield-controller-on-pc'],
    },
    zh_CN: {
      title: 'NVIDIA SHIELD 手柄社区配置',
      deviceName: 'NVIDIA SHIELD 手柄',
      intro: '玩家为 NVIDIA SHIELD 手柄及其 28 个按键分享的配置：媒体键、触控滑条和完整的游戏布局。',
      shared: [
        ['媒体与音量键', '游戏时用音量滑条和媒体键控制电脑。'],
        ['Xbox 模拟', '手柄会被识别为 Xbox 手柄，适合需要 Xbox 手柄的游戏。'],
        ['键盘游戏', '为使用键盘的游戏映射全部 28 个按键。'],
      ],
      body: PROGRAM_ZH('SHIELD 手柄'),
      guide: ['在电脑上使用 SHIELD 手柄', '/how-to-use-shield-controller-on-pc'],
    },
  },
};

function deviceDocument(device: CommunityDevice, language: 'en' | 'zh_CN', copy: DeviceCopy) {
  return document({
    _id: `community-${device}-${language}`,
    _type: 'communityDevice',
    device,
    language,
    title: copy.title,
    deviceName: copy.deviceName,
    intro: copy.intro,
    shared: keyed(copy.shared.map(([title, text]) => ({ _type: 'sharedConfig' as const, title, text })), 'shared'),
    body: portableText(copy.body),
    guide: link(...copy.guide),
  });
}

/** Each community device page of spec 2, in en and zh-CN; at /community/configs/gamepad/{device}. */
export const communityDevices: BundledDocument[] = (Object.keys(DEVICES) as CommunityDevice[]).flatMap((device) => [
  deviceDocument(device, 'en', DEVICES[device].en),
  deviceDocument(device, 'zh_CN', DEVICES[device].zh_CN),
]);

