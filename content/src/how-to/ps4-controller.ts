import { howToGuide } from './guide';

// spec 2: /how-to-use-ps4-controller-on-pc; spec 1: virtual Xbox 360 / Xbox One emulation, gyro, radial menu.

export const ps4ControllerGuide = howToGuide('/how-to-use-ps4-controller-on-pc', {
  en: {
    title: 'How to use a PS4 controller on PC',
    intro:
      'Windows recognises the DualShock 4, yet many PC games still only react to an Xbox controller, show the wrong button prompts, or ignore the touchpad and gyro entirely. Remapper makes the DualShock 4 look like a virtual Xbox controller to every game and lets you put its touchpad and motion sensor to work. Here is the whole setup, wired or wireless.',
    device: 'Sony DualShock 4 (PS4 controller)',
    requirements: [
      'A DualShock 4 controller, charged',
      'A micro-USB data cable, or Bluetooth on the PC for a wireless connection',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64',
      'Remapper installed; the free 7-day trial works on up to 2 PCs',
    ],
    steps: [
      {
        title: 'Connect the DualShock 4',
        body: `
**With a cable:** plug the controller into the PC with a micro-USB cable and press the **PS** button. This is the quickest way and charges the controller while you play.

**Wirelessly:** open **Settings > Bluetooth & devices > Add device > Bluetooth** on the PC. Hold **Share** and **PS** together until the light bar flashes in quick double bursts, then choose **Wireless Controller** in the list.
`,
      },
      {
        title: 'Let Remapper detect it',
        body: `
Start Remapper. The DualShock 4 appears in the device list with a picture of its buttons, touchpad included. Press a button and tilt the controller: Remapper shows both the buttons and the motion sensor reacting.

If Steam is open, its own controller support may read the DualShock 4 at the same time. Turn off PlayStation controller support in Steam's controller settings for the games you play through Remapper, so each press arrives only once.
`,
      },
      {
        title: 'Create a config with a virtual Xbox controller',
        body: `
Select the DualShock 4, add a new **config** and name it after the game. Turn on the **virtual Xbox 360** or **Xbox One** controller: the game then sees a standard Xbox controller, shows Xbox prompts and uses its normal layout.

The buttons are paired up for you: **Cross** to **A**, **Circle** to **B**, **Square** to **X**, **Triangle** to **Y**, **Share** to **Back** and **Options** to **Start**.
`,
      },
      {
        title: 'Put the touchpad to work',
        body: `
An Xbox controller has no touchpad, so on its own the DualShock 4's touchpad does nothing in most games. In Remapper, click the touchpad on the picture and choose what it does:

- Map swiping to **mouse movement** to use it as a laptop-style pointer in menus and strategy games.
- Map the touchpad click to a key, such as **M** for the map or **Tab** for the inventory.
- Put a **radial menu** on it and pick one of several actions by swiping in its direction.
`,
      },
      {
        title: 'Aim with the gyro',
        body: `
The motion sensor can move the camera like a mouse, which makes small aiming corrections much easier than with a stick. Map **gyro** to mouse movement, then put it in a **shift layer** that you hold with **L2**: the gyro only aims while you aim down the sights and never moves the camera while you walk.

Start with a low sensitivity and raise it until a small tilt covers the distance you need.
`,
      },
      {
        title: 'Fine-tune buttons, sticks and triggers',
        body: `
Sticks and triggers each have 3 zones. Use a light pull on **R2** to aim and a full pull to fire, or a gentle push on the left stick to walk and a full push to run.

Need a faster button? Add **rapid fire** to it: **Turbo** repeats while you hold the button, **Toggle** holds it down for you until you press it again.
`,
      },
      {
        title: 'Apply, test and keep it per game',
        body: `
Press **Apply** and play for a few minutes. Adjust what feels off and apply again; the config is saved with the controller.

Turn on **autodetect** for the game's program so Remapper loads this config when the game starts. Up to 4 **slots** per controller keep different layouts ready, switched with a shortcut of 1 to 3 buttons such as **PS** + **Options**.
`,
      },
    ],
    closing: `
## If something does not work

- **The game reacts twice to one press:** another program, often Steam, is also reading the controller. Turn off its PlayStation support for that game.
- **The wireless connection drops:** keep the Bluetooth adapter in sight of the controller, or switch to the cable while the battery is low.
- **Windows does not list the controller when pairing:** hold **Share** and **PS** a little longer. The light bar must flash in quick double bursts; a slow pulse means it is trying to reach the console or PC it was last paired with.
`,
    related: [
      ['How to use a PS3 controller on PC', '/how-to-use-ps3-controller-on-pc'],
      ['How to use Joy-Cons on PC', '/how-to-use-joycons-on-pc'],
      ['Advanced controller mapping: rapid fire', '/advanced-controller-mapping#rapid-fire'],
      ['Joystick mapper', '/joystick-mapper'],
    ],
  },
  zh_CN: {
    title: '如何在电脑上使用 PS4 手柄',
    intro:
      'Windows 可以识别 DualShock 4，但许多电脑游戏仍然只对 Xbox 手柄有反应，要么显示错误的按键提示，要么完全无视触控板和体感。Remapper 能让所有游戏把 DualShock 4 当作虚拟 Xbox 手柄，还能让触控板和体感传感器真正派上用场。下面是完整的设置过程，有线和无线都适用。',
    device: '索尼 DualShock 4（PS4 手柄）',
    requirements: [
      '一个已充电的 DualShock 4 手柄',
      '一根 Micro-USB 数据线；或者电脑带蓝牙，用于无线连接',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64）',
      '已安装 Remapper；7 天免费试用最多可在 2 台电脑上使用',
    ],
    steps: [
      {
        title: '连接 DualShock 4',
        body: `
**有线连接：** 用 Micro-USB 线把手柄接到电脑上，按下 **PS** 键。这是最快的方式，而且边玩边充电。

**无线连接：** 在电脑上打开 **设置 > 蓝牙和其他设备 > 添加设备 > 蓝牙**。同时按住 **Share** 和 **PS** 键，直到灯条开始快速地两下两下闪烁，然后在列表中选择 **Wireless Controller**。
`,
      },
      {
        title: '让 Remapper 识别手柄',
        body: `
启动 Remapper。DualShock 4 会带着包括触控板在内的按键示意图出现在设备列表中。按一个键、倾斜一下手柄，Remapper 会同时显示按键和体感传感器的反应。

如果 Steam 正在运行，它自带的手柄支持可能会同时读取 DualShock 4。对于通过 Remapper 来玩的游戏，请在 Steam 的控制器设置中关闭 PlayStation 手柄支持，这样每次按键只会被识别一次。
`,
      },
      {
        title: '创建带虚拟 Xbox 手柄的配置',
        body: `
选中 DualShock 4，新建一个 **配置** 并用游戏名称命名。开启 **虚拟 Xbox 360** 或 **Xbox One** 手柄：游戏会把它当作标准 Xbox 手柄，显示 Xbox 按键提示，并使用常规布局。

按键已经自动对应好：**叉** 对应 **A**，**圆** 对应 **B**，**方** 对应 **X**，**三角** 对应 **Y**，**Share** 对应 **Back**，**Options** 对应 **Start**。
`,
      },
      {
        title: '用好触控板',
        body: `
Xbox 手柄没有触控板，所以在大多数游戏里，DualShock 4 的触控板本身没有任何作用。在 Remapper 中点击示意图上的触控板，然后选择它的功能：

- 把滑动映射为 **鼠标移动**，在菜单和策略游戏中像笔记本触控板一样移动指针。
- 把按下触控板映射为某个按键，例如 **M** 打开地图，**Tab** 打开背包。
- 在触控板上放一个 **轮盘菜单**，朝某个方向滑动，就能从几个操作中选出那一个。
`,
      },
      {
        title: '用体感瞄准',
        body: `
体感传感器可以像鼠标一样转动视角，微调准星比用摇杆轻松得多。把 **体感** 映射为鼠标移动，再把它放进按住 **L2** 时生效的 **Shift 层**：这样只有在开镜瞄准时体感才会起作用，走路时视角不会乱晃。

灵敏度先设低一些，再逐步调高，直到轻轻一倾就能覆盖所需的距离。
`,
      },
      {
        title: '细调按键、摇杆和扳机',
        body: `
摇杆和扳机都可以分为 3 个区域。轻扣 **R2** 瞄准、扣到底开火；左摇杆轻推走路、推到底奔跑。

需要更快的按键？给它加上 **连发**：**Turbo** 在按住期间持续重复，**按住锁定（Toggle）** 则替您一直按住，直到您再次按下为止。
`,
      },
      {
        title: '应用、测试并按游戏保存',
        body: `
点击 **应用**，玩上几分钟。哪里感觉不对就调整，然后再次应用；配置会随手柄一起保存。

为游戏程序开启 **自动识别**，游戏启动时 Remapper 就会加载这套配置。每个手柄最多 4 个 **配置槽**，可以备好不同的布局，用 1 到 3 个按键组成的快捷键切换，例如 **PS** + **Options**。
`,
      },
    ],
    closing: `
## 遇到问题时

- **按一下，游戏却响应两次：** 还有其他程序（通常是 Steam）也在读取手柄。请在该游戏中关闭它的 PlayStation 手柄支持。
- **无线连接经常断开：** 让蓝牙适配器与手柄之间没有遮挡；电量低时改用有线连接。
- **配对时 Windows 找不到手柄：** 把 **Share** 和 **PS** 多按住一会儿。灯条必须快速地两下两下闪烁；如果是缓慢闪烁，说明它正在尝试连接上一次配对过的主机或电脑。
`,
    related: [
      ['如何在电脑上使用 PS3 手柄', '/how-to-use-ps3-controller-on-pc'],
      ['如何在电脑上使用 Joy-Con', '/how-to-use-joycons-on-pc'],
      ['高级手柄映射：连发', '/advanced-controller-mapping#rapid-fire'],
      ['摇杆映射器', '/joystick-mapper'],
    ],
  },
});
