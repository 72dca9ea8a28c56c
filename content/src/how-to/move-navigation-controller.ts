import { howToGuide } from './guide';

// spec 2: /how-to-use-playstation-move-navigation-controller-on-pc; spec 9: the PS3 Navigation controller
// has 14 buttons; 6 activator types; shift layers.

export const moveNavigationControllerGuide = howToGuide('/how-to-use-playstation-move-navigation-controller-on-pc', {
  en: {
    title: 'How to use a PlayStation Move navigation controller on PC',
    intro:
      'The PlayStation Move navigation controller is half a gamepad: one stick, a D-pad, a few face and shoulder buttons, all for one hand. On a PC that makes it an excellent gaming keypad to hold in your left hand while your right hand stays on the mouse. Remapper reads its 14 buttons and lets you map each one to keys, so you can walk, jump and reach every ability without looking at the keyboard.',
    device: 'Sony PlayStation Move navigation controller (PS3)',
    requirements: [
      'A PlayStation Move navigation controller, charged',
      'A mini-USB data cable, like the one for the DualShock 3',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64, and a mouse for your other hand',
      'Remapper installed, with an internet connection for the first activation',
    ],
    steps: [
      {
        title: 'Connect the navigation controller',
        body: `
Plug the navigation controller into the PC with a mini-USB cable and press its **PS** button. Windows sets up the device the first time; wait until it has finished.

The cable is the dependable way to use it on a PC, and it keeps the small battery charged during long sessions.
`,
      },
      {
        title: 'Let Remapper detect its 14 buttons',
        body: `
Start Remapper. The navigation controller appears in the device list with a picture of its layout. Press each button and move the stick: the stick, the D-pad, **Cross**, **Circle**, **L1**, **L2**, the stick click and the **PS** button all light up as you use them.

Remapper reads all 14 buttons, so nothing on the controller goes to waste.
`,
      },
      {
        title: 'Create a keypad config',
        body: `
Select the controller and add a new **config**, named after the game you want to play. Leave the virtual controller off this time: a keypad is most useful in games you play with the keyboard and mouse, and the mouse keeps aiming and clicking in your right hand.

Plan your layout around your thumb. Movement goes on the stick, the most used actions on **Cross** and **Circle**, and the ones you need in a hurry on **L1** and **L2** under your index finger.
`,
      },
      {
        title: 'Map the stick and the buttons to keys',
        body: `
Map the stick to **W**, **A**, **S**, **D**. The stick has 3 zones: walk in the inner zone and run in the outer one by adding **Shift** there.

Then map the rest: **Cross** to **Space** for jumping, **Circle** to **E** for interacting, **L1** to **R** for reloading, **L2** to **Ctrl** for crouching, and the D-pad to **1**, **2**, **3** and **4** for your quick slots or weapons.
`,
      },
      {
        title: 'Double the layout with a shift layer',
        body: `
Fourteen buttons go a long way, and a **shift layer** doubles them. Choose a modifier, for example holding **L2**, and give every other button a second key in the shifted layer: the D-pad becomes **5** to **8**, **Cross** becomes **Q**, **Circle** becomes **F**.

A config has room for 4 shift layers, enough for a role-playing game's full action bar.
`,
      },
      {
        title: 'Add more actions with activators',
        body: `
Each button has 6 activators: single, double, triple and long press, start and release. A single press on **Circle** can interact while a long press opens the inventory, and a double press on **Cross** can dodge while a single press jumps.

Keep activators for buttons you do not need to press quickly: a long press always waits until you have held the button long enough.
`,
      },
      {
        title: 'Apply, test and keep it ready',
        body: `
Press **Apply** and test the layout in Notepad first: every key you map shows up as you press the buttons. Then try it in the game and adjust what feels awkward.

The config is saved with the controller. Turn on **autodetect** for the game's program, and add **slots** (up to 4) for other games, switched with a shortcut of 1 to 3 buttons such as **PS** + **L1**.
`,
      },
    ],
    closing: `
## Why a navigation controller?

Compared with a keyboard, the stick gives you smooth movement with one thumb, and your hand can rest in a natural position for hours. It also works well for creative apps: map brush sizes, undo and zoom to the buttons and keep them under one hand while you draw with the other.

Remapper works with keyboards, mice and gamepads alike, so the same steps apply to any one-handed keypad you own.
`,
    related: [
      ['How to use a PS3 controller on PC', '/how-to-use-ps3-controller-on-pc'],
      ['How to make a keyboard macro', '/how-to-make-a-keyboard-macro'],
      ['Advanced controller mapping', '/advanced-controller-mapping'],
      ['Joystick mapper', '/joystick-mapper'],
    ],
  },
  zh_CN: {
    title: '如何在电脑上使用 PlayStation Move 导航手柄',
    intro:
      'PlayStation Move 导航手柄相当于半个手柄：一根摇杆、一个方向键，加上几个按键和肩键，全都能用一只手操作。在电脑上，这让它成为一个出色的游戏小键盘：左手握着它，右手继续使用鼠标。Remapper 能读取它的 14 个按键，并把每个按键映射为键盘按键，让您不用低头看键盘，就能走路、跳跃、释放所有技能。',
    device: '索尼 PlayStation Move 导航手柄（PS3）',
    requirements: [
      '一个已充电的 PlayStation Move 导航手柄',
      '一根 Mini-USB 数据线，和 DualShock 3 用的那种一样',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64），另一只手用的鼠标',
      '已安装 Remapper，首次激活时需联网',
    ],
    steps: [
      {
        title: '连接导航手柄',
        body: `
用 Mini-USB 线把导航手柄接到电脑上，按下它的 **PS** 键。第一次连接时 Windows 会安装设备，请等它完成。

在电脑上，用线连接是最可靠的方式，长时间游玩时还能给小巧的电池持续充电。
`,
      },
      {
        title: '让 Remapper 识别它的 14 个按键',
        body: `
启动 Remapper。导航手柄会带着布局示意图出现在设备列表中。逐个按下按键、推一推摇杆：摇杆、方向键、**叉**、**圆**、**L1**、**L2**、摇杆按压和 **PS** 键在使用时都会亮起。

Remapper 能读取全部 14 个按键，手柄上的每个键都不会浪费。
`,
      },
      {
        title: '创建小键盘配置',
        body: `
选中手柄，新建一个 **配置**，用想玩的游戏名称命名。这次不要开启虚拟手柄：小键盘最适合用在键鼠操作的游戏里，右手的鼠标继续负责瞄准和点击。

围绕拇指来规划布局。移动放在摇杆上，最常用的操作放在 **叉** 和 **圆** 上，需要紧急使用的操作放在食指下方的 **L1** 和 **L2** 上。
`,
      },
      {
        title: '把摇杆和按键映射为键盘按键',
        body: `
把摇杆映射为 **W**、**A**、**S**、**D**。摇杆可以分为 3 个区域：内侧区域走路，在外侧区域额外加上 **Shift** 就能奔跑。

然后映射其余按键：**叉** 对应 **空格** 用于跳跃，**圆** 对应 **E** 用于互动，**L1** 对应 **R** 用于换弹，**L2** 对应 **Ctrl** 用于蹲下，方向键对应 **1**、**2**、**3**、**4**，用于快捷栏或切换武器。
`,
      },
      {
        title: '用 Shift 层让布局翻倍',
        body: `
十四个按键已经很够用，**Shift 层** 还能让它们翻倍。选一个修饰键，例如按住 **L2**，再在这一层中给其他每个按键分配第二个键：方向键变成 **5** 到 **8**，**叉** 变成 **Q**，**圆** 变成 **F**。

一个配置最多可以有 4 个 Shift 层，足以放下角色扮演游戏的整条技能栏。
`,
      },
      {
        title: '用触发方式增加更多操作',
        body: `
每个按键都有 6 种触发方式：单击、双击、三击、长按、按下和松开。单击 **圆** 进行互动，长按则打开背包；单击 **叉** 跳跃，双击则闪避。

触发方式适合用在不需要快速按下的按键上：长按总要等您按够时间才会触发。
`,
      },
      {
        title: '应用、测试并随时待命',
        body: `
点击 **应用**，先在记事本里测试布局：按下按键时，映射的每个键都会显示出来。然后进入游戏试玩，调整不顺手的地方。

配置会随手柄一起保存。为游戏程序开启 **自动识别**，还可以为其他游戏添加 **配置槽**（最多 4 个），用 1 到 3 个按键组成的快捷键切换，例如 **PS** + **L1**。
`,
      },
    ],
    closing: `
## 为什么选择导航手柄？

与键盘相比，摇杆只用一个拇指就能实现平滑的移动，手也能长时间保持自然的姿势。它同样适合创作类软件：把笔刷大小、撤销和缩放映射到按键上，一只手按键，另一只手专心绘画。

Remapper 同样支持键盘、鼠标和手柄，所以这些步骤适用于您手头任何一款单手小键盘。
`,
    related: [
      ['如何在电脑上使用 PS3 手柄', '/how-to-use-ps3-controller-on-pc'],
      ['如何制作键盘宏', '/how-to-make-a-keyboard-macro'],
      ['高级手柄映射', '/advanced-controller-mapping'],
      ['摇杆映射器', '/joystick-mapper'],
    ],
  },
});
