import type { BlogPostSource } from '@/content/src/blog';

export const dualsenseOnPc: BlogPostSource = {
  slug: 'dualsense-on-pc',
  publishedAt: '2025-10-02T09:15:00Z',
  author: 'tomasz',
  en: {
    title: 'Using a DualSense controller on PC: what works and how to set it up',
    excerpt:
      'Pair a PS5 controller with Windows, make it work in games that expect an Xbox pad, and use its touchpad, gyro and extra buttons for more than their defaults.',
    body: `
## A great controller with a compatibility gap

The DualSense, the PlayStation 5 controller, has a wonderful grip, a precise gyro, a big touchpad and a microphone button nobody quite knows what to do with. On Windows it connects without any extra driver. Like the DualShock 4 before it, though, it is not an Xbox controller, and many PC games only talk to Xbox controllers.

Remapper closes that gap. It reads the DualSense and shows games a virtual Xbox 360 or Xbox One controller, or a DS4 for games with PlayStation support, with your own mappings applied.

## Pair it

1. **By USB-C:** plug it in and wait for the light around the touchpad to turn on.
2. **By Bluetooth:** hold *Create* and the *PS* button until the light flashes twice in a row, then choose *DualSense Wireless Controller* in the Bluetooth settings.
3. Open Remapper: the controller appears in the list of devices.

## Pick what games see

For most games, choose a virtual **Xbox One** controller: it has the same button layout as the DualSense and the widest support. Choose **DS4** for games that show PlayStation buttons when they detect a Sony controller, which many recent ports do.

If a game shows PlayStation prompts and also reacts twice to every press, it is reading the DualSense directly as well as the virtual controller. Turn off the game's own PlayStation support, or Steam Input for that game.

## Use the parts other pads do not have

- **Touchpad:** a click for the map, the surface as a mouse in menus, or split it into halves with a different action on each.
- **Gyro:** map it to mouse movement for aiming, as we describe in the [gyro guide](/blog/post/gyro-aiming-guide).
- **Microphone button:** an extra button that games ignore. Make it push-to-talk for voice chat, a screenshot key, or a [shift layer](/blog/post/shift-layers-explained) button.
- **Create button:** another free button for a macro or the game's photo mode.

## Settings worth checking

- **Trigger dead zones.** The triggers have a long travel. If a game needs a full pull to react, lower the trigger's dead zone, or split the trigger into zones: a light pull to aim, a full pull to fire.
- **Stick drift.** Older controllers sometimes drift. A slightly bigger stick dead zone hides it without changing how the controller feels.

## One config, many games

Save the setup as your default config for the DualSense, then make copies for the games that need something special. With autodetect on, Remapper picks the right copy when a game starts.
`,
  },
  zh_CN: {
    title: '在电脑上使用 DualSense 手柄：哪些可用，如何设置',
    excerpt: '把 PS5 手柄与 Windows 配对，让它在只认 Xbox 手柄的游戏中正常使用，并让触控板、体感和额外按键发挥更多作用。',
    body: `
## 出色的手柄，存在兼容性缺口

DualSense，也就是 PlayStation 5 手柄，握感极佳，体感精准，触控板很大，还有一个谁也说不清该拿来干什么的麦克风按键。它在 Windows 上无需额外驱动就能连接。但和之前的 DualShock 4 一样，它不是 Xbox 手柄，而很多电脑游戏只认 Xbox 手柄。

Remapper 可以弥补这个缺口。它读取 DualSense，再向游戏呈现一个虚拟 Xbox 360 或 Xbox One 手柄；对于支持 PlayStation 的游戏，也可以呈现为 DS4。您自己的映射会一并生效。

## 配对

1. **USB-C 连接：** 插上线，等触控板周围的灯亮起。
2. **蓝牙连接：** 按住 *Create* 键和 *PS* 键，直到指示灯连续闪烁两次，然后在蓝牙设置中选择 *DualSense Wireless Controller*。
3. 打开 Remapper，手柄会出现在设备列表中。

## 选择游戏看到的手柄

大多数游戏建议选择虚拟 **Xbox One** 手柄：它的按键布局与 DualSense 相同，兼容性也最广。有些游戏在检测到索尼手柄时会显示 PlayStation 按键，近年的很多移植作品都是这样，这类游戏可以选择 **DS4**。

如果游戏显示 PlayStation 按键提示，同时每次按键都响应两次，说明它除了虚拟手柄之外还在直接读取 DualSense。请关闭游戏自带的 PlayStation 支持，或关闭该游戏的 Steam 输入。

## 用好其他手柄没有的部件

- **触控板：** 按下打开地图，在菜单中把触控面当鼠标用，或者把它分成左右两半，各放一个操作。
- **体感：** 映射为鼠标移动来瞄准，方法见 [体感瞄准指南](/blog/post/gyro-aiming-guide)。
- **麦克风按键：** 游戏不会使用的额外按键。可以设为语音聊天的按键通话、截图键，或 [Shift 层](/blog/post/shift-layers-explained) 的激活键。
- **Create 键：** 又一个空闲按键，可以放一个宏，或用来打开游戏的拍照模式。

## 值得检查的设置

- **扳机死区。** DualSense 的扳机行程很长。如果游戏要扣到底才有反应，就调小扳机死区，或把扳机分成几个区域：轻扣瞄准，扣到底开火。
- **摇杆漂移。** 用久了的手柄有时会漂移。把摇杆死区稍微调大，就能消除漂移，手感几乎不变。

## 一套配置，多款游戏

把这套设置保存为 DualSense 的默认配置，再为有特殊需求的游戏各复制一份。开启自动识别后，游戏启动时 Remapper 会自动选用对应的那一份。
`,
  },
};
