import type { BlogPostSource } from '@/content/src/blog';

export const setUpDualshock4: BlogPostSource = {
  slug: 'set-up-dualshock-4-on-windows',
  publishedAt: '2024-02-13T10:00:00Z',
  author: 'tomasz',
  en: {
    title: 'Setting up a DualShock 4 on Windows, step by step',
    excerpt:
      'Connect a PS4 controller by cable or Bluetooth, let games see it as an Xbox controller, and give the touchpad a job of its own.',
    body: `
## Why a DualShock 4 needs a little help on PC

The DualShock 4 is one of the most comfortable controllers ever made, and Windows recognises it the moment you plug it in. The trouble starts in games. Many PC titles only listen for XInput, the interface of Xbox controllers, and treat anything else as an unknown device: some show the wrong button prompts, some ignore the controller entirely, and a few see it twice.

Remapper sits between the controller and the game. It reads the DualShock 4 directly and presents it to games as a virtual Xbox 360 or Xbox One controller, or as a DS4 for games that support PlayStation prompts, with your own mappings applied on top.

## Connect the controller

1. **By cable:** use a USB cable that carries data, not just charge. The light bar turns on and Windows sets the controller up in a few seconds.
2. **By Bluetooth:** hold *Share* and the *PS* button together until the light bar flashes quickly, then choose *Wireless Controller* in the Bluetooth settings of Windows.
3. Open Remapper. The controller shows up in the list of devices, ready for a config.

If it does not show up, close other controller tools that may be holding it, then reconnect it.

## Choose how games should see it

Open the controller's config and pick the virtual controller games will see:

- **Xbox 360** works with nearly every game of the last fifteen years.
- **Xbox One** suits newer games that show Xbox One button icons.
- **DS4** keeps PlayStation prompts in games that support them natively.

When a game reacts to both the real and the virtual controller, one press does two things. This "double input" usually means the game reads the DualShock 4 directly as well: turn off the game's own PlayStation controller support, or Steam Input for that game, and test again.

## Give the touchpad a job

The touchpad is both a big button and a surface, which makes it the most flexible control on the pad. A few ideas that players keep coming back to:

- A click opens the map, so the *Options* button stays free for the pause menu.
- The surface moves the mouse cursor in menus, launchers and strategy games.
- A long press, one of the six activator types, opens the inventory, while a short click still opens the map.

## Save it per game

Name the config after the game and turn on autodetect, so Remapper switches to it when the game starts. From then on, plugging in the controller and launching the game is all you need to do.

Want every detail? The [PS4 controller guide](/how-to-use-ps4-controller-on-pc) covers each setting, and you can try all of it free for 7 days on up to 2 PCs.
`,
  },
  zh_CN: {
    title: '在 Windows 上设置 DualShock 4：分步指南',
    excerpt: '用数据线或蓝牙连接 PS4 手柄，让游戏把它识别为 Xbox 手柄，再给触控板安排一项专属功能。',
    body: `
## 为什么 DualShock 4 在电脑上需要一点帮助

DualShock 4 是手感最舒适的手柄之一，插上电脑后 Windows 也能立刻识别。麻烦出在游戏里：很多电脑游戏只认 XInput，也就是 Xbox 手柄使用的接口，其他设备一律当作“未知手柄”。于是有的游戏按键提示不对，有的完全不理手柄，还有的会把它识别成两个。

Remapper 位于手柄和游戏之间。它直接读取 DualShock 4，再以虚拟 Xbox 360 或 Xbox One 手柄的身份交给游戏；对于原生支持 PlayStation 按键提示的游戏，也可以模拟成 DS4。您自己的映射会叠加在上面。

## 连接手柄

1. **有线连接：** 使用能传输数据的 USB 线，而不是只能充电的线。灯条亮起后，Windows 几秒钟就能装好手柄。
2. **蓝牙连接：** 同时按住 *Share* 键和 *PS* 键，直到灯条快速闪烁，然后在 Windows 的蓝牙设置中选择 *Wireless Controller*。
3. 打开 Remapper，手柄会出现在设备列表中，随时可以配置。

如果没有出现，请先关闭可能占用手柄的其他工具，再重新连接。

## 选择游戏看到的手柄类型

打开手柄的配置，选择游戏将看到的虚拟手柄：

- **Xbox 360**：几乎兼容近十五年来的所有游戏。
- **Xbox One**：适合显示 Xbox One 按键图标的新游戏。
- **DS4**：在原生支持的游戏中保留 PlayStation 按键提示。

如果游戏同时响应真实手柄和虚拟手柄，按一下就会触发两次操作。这种“重复输入”通常说明游戏自己也在直接读取 DualShock 4：请关闭游戏内置的 PlayStation 手柄支持，或关闭该游戏的 Steam 输入，然后再试一次。

## 让触控板派上用场

触控板既是一个大按键，又是一块触控面，是整个手柄上最灵活的部分。下面几种用法很受玩家欢迎：

- 按下触控板打开地图，把 *Options* 键留给暂停菜单。
- 在菜单、启动器和策略游戏中，用触控面移动鼠标指针。
- 利用 6 种触发方式中的“长按”打开背包，短按仍然打开地图。

## 为每款游戏单独保存

用游戏名称命名配置并开启自动识别，游戏启动时 Remapper 就会自动切换到这套配置。以后只要插上手柄、打开游戏就行。

想了解每一项设置？请阅读 [PS4 手柄使用指南](/how-to-use-ps4-controller-on-pc)。所有功能均可免费试用 7 天，最多 2 台电脑。
`,
  },
};
