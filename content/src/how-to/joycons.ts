import { howToGuide } from './guide';

// spec 2: /how-to-use-joycons-on-pc; spec 9: about 2000 mappings for a Joy-Con pair, groups of up to 4 devices.

export const joyConsGuide = howToGuide('/how-to-use-joycons-on-pc', {
  en: {
    title: 'How to use Joy-Cons on PC',
    intro:
      'Joy-Cons pair with Windows over Bluetooth, but on their own they show up as two separate half-controllers that most games ignore. With Remapper you can play with a single Joy-Con held sideways, or join the left and right Joy-Con into one full controller with up to 2000 mappings for the pair. This guide takes you from pairing to a saved config.',
    device: 'Nintendo Joy-Con (L) and Joy-Con (R)',
    requirements: [
      'One or two charged Joy-Cons (charge them on the Switch or in a charging grip first)',
      'A PC with Windows 10 or 11 (64-bit) and Bluetooth, built in or from a USB adapter',
      'Remapper installed; the free 7-day trial includes every feature',
      'An internet connection the first time, to activate Remapper',
    ],
    steps: [
      {
        title: 'Pair each Joy-Con with Windows',
        body: `
Slide the Joy-Con off the Switch and find the small round sync button on the rail, between the **SL** and **SR** buttons. On the PC, open **Settings > Bluetooth & devices > Add device > Bluetooth**. Hold the sync button until the green lights run back and forth, then choose **Joy-Con (L)** or **Joy-Con (R)** in the list.

Repeat for the other Joy-Con if you want to use both. The player lights may keep blinking after pairing; that is normal on a PC and does not mean the connection failed.
`,
      },
      {
        title: 'Let Remapper detect the Joy-Cons',
        body: `
Start Remapper. Each paired Joy-Con appears in the device list with its own picture within a few seconds. Press a button on each one: the matching button lights up in Remapper, which confirms that the program reads it.

If a Joy-Con is missing, it has probably gone to sleep. Press any button to wake it, or remove it in the Windows Bluetooth settings and pair it again.
`,
      },
      {
        title: 'Join the pair into one controller',
        body: `
To play with both hands, select the two Joy-Cons and join them into a **group**. A group holds up to 4 devices and behaves like a single controller in the config: the left Joy-Con gives you the left stick, the arrow buttons and **L**/**ZL**, the right one the face buttons, the right stick and **R**/**ZR**.

Each Joy-Con has room for about 1000 mappings, so the pair together takes up to 2000: enough for slots, shift layers and macros in one layout. To play with a single Joy-Con held sideways, skip this step and use it on its own.
`,
      },
      {
        title: 'Create a config',
        body: `
With the group (or the single Joy-Con) selected, add a new **config** and name it after the game, for example "Hollow Knight". A config is the full set of mappings for one device or group, and you can keep as many as you like.

If the game expects an Xbox controller, turn on the **virtual Xbox 360** controller in the config. Windows and the game then see one standard gamepad instead of two Joy-Cons, so button prompts and menus work as the game intends.
`,
      },
      {
        title: 'Map the buttons',
        body: `
Click a button on the Joy-Con picture and choose what it does: a button of the virtual controller, a keyboard key, a mouse click or a macro. Start with the essentials:

- Map the sticks to the virtual controller's sticks, or the left stick to **W**, **A**, **S**, **D** for keyboard-only games.
- Map **ZL** and **ZR** to the triggers, and **L** and **R** to the bumpers.
- On a single sideways Joy-Con, use **SL** and **SR** as the shoulder buttons.

Each button can react in 6 ways, its activators: single, double, triple and long press, start and release. A long press on **Capture** can open the game's map while a single press takes a screenshot.
`,
      },
      {
        title: 'Add a shift layer or a slot',
        body: `
Joy-Cons have fewer buttons than a full gamepad. A **shift layer** gives every button a second job while you hold another, for example **ZL**: hold it and the face buttons become your quick-use items. A config can have 4 shift layers.

For a second game or a second player, add a **slot**. Each device has up to 4 slots, and you switch between them with a shortcut of 1 to 3 buttons, such as **Minus** and **Plus** together.
`,
      },
      {
        title: 'Test, apply and save',
        body: `
Press **Apply**. Remapper now turns the Joy-Con input into what you mapped, and the config is saved with your device. Open the game, or Notepad for keyboard mappings, and try each button.

Change what feels wrong and press **Apply** again. To load the config by itself, turn on **autodetect** for the game's program: Remapper switches to this config when the game starts and back when it closes.
`,
      },
    ],
    closing: `
## Tips for Joy-Cons on Windows

- The Joy-Con gyro can steer the mouse for aiming: map **gyro** to mouse movement in a shift layer, so it only moves while you hold **ZR**.
- Bluetooth range is shorter than on the Switch. Keep the PC's adapter in sight, and use a USB extension cable to bring a small adapter closer to you.
- Looking for a starting point? Shared Joy-Con configs from other players are in the [community](/community).
`,
    related: [
      ['Nintendo Switch Pro Controller on PC', '/nintendo-switch-pro-controller-on-pc'],
      ['How to use a PS4 controller on PC', '/how-to-use-ps4-controller-on-pc'],
      ['How to use a GameCube controller on PC', '/how-to-use-gamecube-controller-on-pc'],
      ['Advanced controller mapping', '/advanced-controller-mapping'],
    ],
  },
  zh_CN: {
    title: '如何在电脑上使用 Joy-Con',
    intro:
      'Joy-Con 可以通过蓝牙与 Windows 配对，但连上之后它们只是两个各自独立的“半个手柄”，大多数游戏都不认。借助 Remapper，您可以横握单只 Joy-Con 游玩，也可以把左右两只合并成一个完整的手柄，一对 Joy-Con 最多可设置 2000 条映射。本指南从配对开始，一直讲到保存配置。',
    device: '任天堂 Joy-Con（L）和 Joy-Con（R）',
    requirements: [
      '一只或两只已充电的 Joy-Con（请先在 Switch 主机或充电握把上充电）',
      '一台装有 64 位 Windows 10 或 11、带蓝牙（内置或 USB 蓝牙适配器）的电脑',
      '已安装 Remapper；7 天免费试用包含全部功能',
      '首次使用时需联网激活 Remapper',
    ],
    steps: [
      {
        title: '将每只 Joy-Con 与 Windows 配对',
        body: `
把 Joy-Con 从 Switch 上滑下来，在滑轨上 **SL** 和 **SR** 键之间找到那个小圆形同步键。在电脑上打开 **设置 > 蓝牙和其他设备 > 添加设备 > 蓝牙**。按住同步键，直到绿色指示灯来回闪烁，然后在列表中选择 **Joy-Con (L)** 或 **Joy-Con (R)**。

如果要两只一起用，再对另一只重复一遍。配对后玩家指示灯可能会一直闪烁，这在电脑上是正常现象，并不代表连接失败。
`,
      },
      {
        title: '让 Remapper 识别 Joy-Con',
        body: `
启动 Remapper。几秒钟内，每只已配对的 Joy-Con 都会带着各自的示意图出现在设备列表中。在每只 Joy-Con 上按一个键，Remapper 中对应的按键会亮起，说明程序已经读到了输入。

如果某只 Joy-Con 没有出现，多半是进入了休眠。按任意键唤醒它，或者在 Windows 蓝牙设置中删除后重新配对。
`,
      },
      {
        title: '把两只合并成一个手柄',
        body: `
想双手游玩，就选中两只 Joy-Con，把它们合并为一个 **设备组**。一个设备组最多可包含 4 个设备，在配置中就像一个手柄：左 Joy-Con 提供左摇杆、方向键和 **L**/**ZL**，右 Joy-Con 提供 ABXY 键、右摇杆和 **R**/**ZR**。

每只 Joy-Con 约可设置 1000 条映射，一对加起来最多 2000 条，足够在一套布局里同时使用配置槽、Shift 层和宏。如果只想横握一只 Joy-Con 玩，可以跳过这一步，单独使用它。
`,
      },
      {
        title: '创建配置',
        body: `
选中设备组（或单只 Joy-Con），新建一个 **配置**，用游戏名称命名，例如“空洞骑士”。配置就是一个设备或设备组的全部映射，数量不限。

如果游戏需要 Xbox 手柄，请在配置中开启 **虚拟 Xbox 360 手柄**。这样 Windows 和游戏看到的就是一个标准手柄，而不是两只 Joy-Con，按键提示和菜单都会按游戏的设计正常工作。
`,
      },
      {
        title: '映射按键',
        body: `
在 Joy-Con 示意图上点击一个按键，然后选择它的功能：虚拟手柄的某个按键、键盘按键、鼠标点击或宏。先从最常用的开始：

- 把摇杆映射到虚拟手柄的摇杆；只支持键盘的游戏，可以把左摇杆映射为 **W**、**A**、**S**、**D**。
- 把 **ZL** 和 **ZR** 映射为扳机键，把 **L** 和 **R** 映射为肩键。
- 横握单只 Joy-Con 时，用 **SL** 和 **SR** 充当肩键。

每个按键都有 6 种触发方式：单击、双击、三击、长按、按下和松开。比如单击 **截图键** 截图，长按则打开游戏地图。
`,
      },
      {
        title: '添加 Shift 层或配置槽',
        body: `
Joy-Con 的按键比完整手柄少。**Shift 层** 能让每个按键在您按住另一个键时承担第二种功能，例如按住 **ZL**，ABXY 键就变成快捷道具键。一个配置最多可以有 4 个 Shift 层。

如果要给另一款游戏或另一位玩家准备布局，可以添加 **配置槽**。每个设备最多 4 个配置槽，用 1 到 3 个按键组成的快捷键切换，例如同时按下 **减号键** 和 **加号键**。
`,
      },
      {
        title: '测试、应用并保存',
        body: `
点击 **应用**。Remapper 会把 Joy-Con 的输入转换为您设置的映射，配置也会随设备一起保存。打开游戏（测试键盘映射时可以打开记事本），逐个试一试按键。

哪里不顺手就改一改，再点一次 **应用**。想让配置自动加载，可以为游戏程序开启 **自动识别**：游戏启动时 Remapper 会切换到这套配置，游戏关闭后再切回来。
`,
      },
    ],
    closing: `
## 在 Windows 上使用 Joy-Con 的小技巧

- Joy-Con 的体感陀螺仪可以用来控制鼠标瞄准：在 Shift 层中把 **体感** 映射为鼠标移动，这样只有按住 **ZR** 时准星才会跟着动。
- 蓝牙在电脑上的有效距离比在 Switch 上短。请让电脑的蓝牙适配器处在视线范围内，也可以用 USB 延长线把小巧的适配器拉近一些。
- 不知道从哪里开始？可以在 [社区](/community) 里找其他玩家分享的 Joy-Con 配置。
`,
    related: [
      ['在电脑上使用 Nintendo Switch Pro 手柄', '/nintendo-switch-pro-controller-on-pc'],
      ['如何在电脑上使用 PS4 手柄', '/how-to-use-ps4-controller-on-pc'],
      ['如何在电脑上使用 GameCube 手柄', '/how-to-use-gamecube-controller-on-pc'],
      ['高级手柄映射', '/advanced-controller-mapping'],
    ],
  },
});
