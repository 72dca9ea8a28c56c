import { howToGuide } from './guide';

// spec 2: /how-to-use-ps3-controller-on-pc; spec 1: virtual Xbox 360 emulation, slots, shift layers.

export const ps3ControllerGuide = howToGuide('/how-to-use-ps3-controller-on-pc', {
  en: {
    title: 'How to use a PS3 controller on PC',
    intro:
      'The DualShock 3 is still a comfortable controller, but Windows games rarely understand it: most expect an Xbox controller, and some see nothing at all. Remapper reads the DualShock 3 and turns it into a virtual Xbox 360 controller, or maps its buttons straight to the keyboard and mouse. Follow these steps to go from a drawer-found controller to a working setup.',
    device: 'Sony DualShock 3 (PS3 controller)',
    requirements: [
      'A DualShock 3 controller',
      'A mini-USB cable that carries data, not only charge (the one that came with the PS3 does)',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64, with DirectX 9 or later',
      'Remapper installed, and an internet connection to activate it the first time',
    ],
    steps: [
      {
        title: 'Connect the controller with a USB cable',
        body: `
Plug the DualShock 3 into a USB port on the PC with the mini-USB cable, then press the **PS** button in the middle. Windows needs a moment to set up the device the first time; wait until it has finished.

Use a port on the PC itself rather than a front-panel hub if the controller does not respond. A cable that only charges phones will light the controller but send no data, so try another cable if nothing happens.
`,
      },
      {
        title: 'Let Remapper detect it',
        body: `
Start Remapper. The controller appears in the device list as a DualShock 3, with a picture of its buttons. Press a few buttons and move the sticks: each input lights up on the picture.

If the controller is not listed, unplug it, wait a few seconds and plug it in again, then press **PS** once more.
`,
      },
      {
        title: 'Create a config and turn on the virtual Xbox 360 controller',
        body: `
Select the DualShock 3 and add a new **config**, named after your game or simply "Default". Then turn on the **virtual Xbox 360** controller in the config.

From now on, games see a standard Xbox 360 controller: the one almost every PC game supports out of the box. Remapper sets up the usual pairs for you: **Cross** to **A**, **Circle** to **B**, **Square** to **X**, **Triangle** to **Y**, and the sticks, shoulders and triggers to their Xbox counterparts.
`,
      },
      {
        title: 'Adjust the buttons you want changed',
        body: `
Click any button on the picture to change what it does. Common changes:

- **Select** and **Start** become **Back** and **Start**, and the **PS** button can open the Xbox Game Bar or a menu of your choice.
- Swap **Cross** and **Circle** if your hands expect the Japanese layout.
- For a game without controller support, map the left stick to **W**, **A**, **S**, **D** and the right stick to mouse movement.
`,
      },
      {
        title: 'Tune the sticks and triggers',
        body: `
Sticks and triggers have 3 zones each, so a light and a full push can do different things. On the left stick, use the first zone to walk and the outer zone to add **Shift** for running. On **R2**, a half press can aim and a full press can fire.

If the character drifts when you leave the stick alone, widen the dead zone until it stays still.
`,
      },
      {
        title: 'Add slots and shift layers for more games',
        body: `
One controller can hold up to 4 **slots**, each a full layout, switched with a shortcut of 1 to 3 buttons, such as **PS** + **Select**. Keep an Xbox layout in slot one and a keyboard layout for an older game in slot two.

Inside a slot, a **shift layer** gives every button a second job while you hold a modifier like **L1**. A config has room for 4 of them.
`,
      },
      {
        title: 'Apply, test and save',
        body: `
Press **Apply** and open your game. Check that menus show Xbox prompts and that every button does what you expect. The config is saved with your controller, so it is there next time you plug it in.

Turn on **autodetect** for the game's program to have Remapper load the right config by itself whenever the game starts.
`,
      },
    ],
    closing: `
## Good to know

- The DualShock 3 charges while it is plugged in, so a long cable lets you play and charge at the same time.
- Remapper runs on Windows 10 and 11, 64-bit, and needs at least 90 MB of free disk space and 4 GB of RAM.
- Ready-made DualShock 3 layouts from other players are shared in the [community](/community).
`,
    related: [
      ['How to use a PS4 controller on PC', '/how-to-use-ps4-controller-on-pc'],
      ['How to use a PlayStation Move navigation controller on PC', '/how-to-use-playstation-move-navigation-controller-on-pc'],
      ['Joystick mapper', '/joystick-mapper'],
      ['Advanced controller mapping', '/advanced-controller-mapping'],
    ],
  },
  zh_CN: {
    title: '如何在电脑上使用 PS3 手柄',
    intro:
      'DualShock 3 至今仍是一款握感舒适的手柄，但 Windows 游戏很少能识别它：大多数游戏只认 Xbox 手柄，有的甚至完全检测不到。Remapper 能读取 DualShock 3，把它变成一个虚拟 Xbox 360 手柄，或者把按键直接映射为键盘和鼠标。按照下面的步骤，就能让抽屉里翻出来的老手柄重新派上用场。',
    device: '索尼 DualShock 3（PS3 手柄）',
    requirements: [
      '一个 DualShock 3 手柄',
      '一根能传输数据的 Mini-USB 线，而不是只能充电的线（PS3 原装线即可）',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64），支持 DirectX 9 或更高版本',
      '已安装 Remapper，首次使用时需联网激活',
    ],
    steps: [
      {
        title: '用 USB 线连接手柄',
        body: `
用 Mini-USB 线把 DualShock 3 插到电脑的 USB 接口上，然后按下中间的 **PS** 键。第一次连接时 Windows 需要一点时间来安装设备，请等它完成。

如果手柄没有反应，请改插主机背面的接口，而不是前面板或集线器。只能给手机充电的线会让手柄亮灯，却传不了数据，没反应时可以换一根线试试。
`,
      },
      {
        title: '让 Remapper 识别手柄',
        body: `
启动 Remapper。手柄会以 DualShock 3 的名称和按键示意图出现在设备列表中。按几个键、推一推摇杆，示意图上对应的位置都会亮起。

如果列表中没有手柄，拔下来等几秒再插上，然后再按一次 **PS** 键。
`,
      },
      {
        title: '创建配置并开启虚拟 Xbox 360 手柄',
        body: `
选中 DualShock 3，新建一个 **配置**，用游戏名称命名，或者直接叫“默认”。然后在配置中开启 **虚拟 Xbox 360 手柄**。

此后，游戏看到的就是一个标准的 Xbox 360 手柄，几乎所有电脑游戏都原生支持它。Remapper 会自动对应好常用按键：**叉** 对应 **A**，**圆** 对应 **B**，**方** 对应 **X**，**三角** 对应 **Y**，摇杆、肩键和扳机也都对应到 Xbox 手柄的相应按键。
`,
      },
      {
        title: '修改想调整的按键',
        body: `
在示意图上点击任意按键，即可更改它的功能。常见的调整有：

- **Select** 和 **Start** 对应 **Back** 和 **Start**，**PS** 键可以用来打开 Xbox Game Bar 或您指定的菜单。
- 如果习惯日版布局，可以交换 **叉** 和 **圆**。
- 对于不支持手柄的游戏，把左摇杆映射为 **W**、**A**、**S**、**D**，右摇杆映射为鼠标移动。
`,
      },
      {
        title: '调校摇杆和扳机',
        body: `
摇杆和扳机都可以分为 3 个区域，轻推和推到底可以执行不同的操作。比如左摇杆第一区域用来走路，最外侧区域额外加上 **Shift** 来奔跑；**R2** 半按瞄准，按到底开火。

如果松开摇杆后角色还在缓慢移动，就把死区调大，直到角色静止为止。
`,
      },
      {
        title: '为更多游戏添加配置槽和 Shift 层',
        body: `
一个手柄最多可以有 4 个 **配置槽**，每个配置槽都是一套完整的布局，用 1 到 3 个按键组成的快捷键切换，例如 **PS** + **Select**。可以在第一个配置槽放 Xbox 布局，第二个配置槽放给老游戏用的键盘布局。

在一个配置槽内，**Shift 层** 能让每个按键在您按住 **L1** 这类修饰键时承担第二种功能。一个配置最多可以有 4 个 Shift 层。
`,
      },
      {
        title: '应用、测试并保存',
        body: `
点击 **应用**，打开游戏。检查菜单里显示的是否为 Xbox 按键提示，每个按键的效果是否符合预期。配置会随手柄一起保存，下次插上时依然有效。

为游戏程序开启 **自动识别** 后，每次游戏启动时 Remapper 都会自动加载对应的配置。
`,
      },
    ],
    closing: `
## 小贴士

- DualShock 3 插着线时会同时充电，用一根长一点的线就能边玩边充。
- Remapper 支持 64 位 Windows 10 和 11，需要至少 90 MB 可用磁盘空间和 4 GB 内存。
- 其他玩家分享的 DualShock 3 现成布局可以在 [社区](/community) 中找到。
`,
    related: [
      ['如何在电脑上使用 PS4 手柄', '/how-to-use-ps4-controller-on-pc'],
      ['如何在电脑上使用 PlayStation Move 导航手柄', '/how-to-use-playstation-move-navigation-controller-on-pc'],
      ['摇杆映射器', '/joystick-mapper'],
      ['高级手柄映射', '/advanced-controller-mapping'],
    ],
  },
});
