import { howToGuide } from './guide';

// spec 2: /how-to-use-logitech-controller-on-pc; spec 1: virtual Xbox 360 emulation, autodetect.

export const logitechControllerGuide = howToGuide('/how-to-use-logitech-controller-on-pc', {
  en: {
    title: 'How to use a Logitech controller on PC',
    intro:
      'Logitech gamepads such as the F310 and the wireless F710 are common on PCs, and many older Logitech pads still work perfectly. The catch is the input mode: most of today\'s games expect an Xbox-style XInput controller and ignore DirectInput devices. This guide sets the right mode, gets Remapper to detect the pad, and shows how to make even an old DirectInput model work in new games.',
    device: 'Logitech F310, F510, F710 and older Logitech gamepads',
    requirements: [
      'A Logitech gamepad, with its USB receiver if it is wireless',
      'A free USB port; for the wireless F710, one with a clear line of sight to where you sit',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64',
      'Remapper installed; activation needs an internet connection the first time',
    ],
    steps: [
      {
        title: 'Choose the X or D mode',
        body: `
The F310, F510 and F710 have a small switch marked **X** and **D**. **X** (XInput) makes the pad act like an Xbox controller, which is what most modern games expect. **D** (DirectInput) is the older mode that some older games and emulators prefer.

Set the switch before you plug the pad in, and choose **X** unless you know you need **D**. Older Logitech pads without a switch are always DirectInput; the steps below make them work anyway.
`,
      },
      {
        title: 'Connect the gamepad',
        body: `
Plug the wired pad, or the wireless pad's USB receiver, into the PC. Turn a wireless pad on and press a button to wake it. Windows sets the device up the first time; wait for it to finish.

If a pad's **Mode** light is on, the left stick and the D-pad have swapped places. Press **Mode** to turn the light off and return to the usual layout.
`,
      },
      {
        title: 'Let Remapper detect it',
        body: `
Start Remapper. The pad appears in the device list: in X mode as an Xbox-style controller, in D mode or on older models under its Logitech name. Press buttons and move the sticks to see them light up on the picture.

If you switch between **X** and **D** later, the pad shows up as a different device, so each mode keeps its own configs.
`,
      },
      {
        title: 'Create a config with a virtual Xbox controller',
        body: `
Select the pad and add a new **config** named after the game. For a DirectInput pad, turn on the **virtual Xbox 360** controller: the game then sees an Xbox controller it understands, and the old pad works in titles that ignored it before.

Check the pairings on the picture. DirectInput pads number their buttons instead of naming them, so make sure **1**, **2**, **3** and **4** land on **X**, **A**, **B** and **Y** the way you want.
`,
      },
      {
        title: 'Remap what you want changed',
        body: `
Click any button to change it. Some ideas for Logitech pads:

- Map the **Logitech** button, which most games ignore, to a screenshot key or to the game's map.
- Give the triggers of an F310, which are digital, a light action on the first press with the **start** activator and a second one on **release**.
- Add **rapid fire** to a button: **Turbo** while you hold it, **Toggle** to keep it going on its own.
`,
      },
      {
        title: 'Make room with slots and shift layers',
        body: `
Keep several layouts on one pad with up to 4 **slots**, switched with a shortcut of 1 to 3 buttons, such as **Back** + **Start**. A keyboard-and-mouse layout in one slot lets the pad control games with no controller support.

A **shift layer** gives each button a second job while you hold a modifier like **LB**. A config can have 4 of them.
`,
      },
      {
        title: 'Apply, test and save',
        body: `
Press **Apply**, open the game, and try every button and both sticks. Change anything that feels wrong and apply again; the config is saved with the pad.

Turn on **autodetect** for the game's program, so Remapper applies the config when the game starts and stops when it closes.
`,
      },
    ],
    closing: `
## Troubleshooting

- **The F710 lags or drops out:** move the receiver to a port near you, or to a USB extension cable on the desk.
- **The game sees two controllers:** it is reading both the real pad and the virtual one. Turn off the pad's own input in the game's options, or hide it in Remapper so only the virtual controller reaches the game.
- **Buttons are in the wrong places:** check the **X**/**D** switch and the **Mode** light; each changes the layout.
`,
    related: [
      ['How to use an NVIDIA SHIELD controller on PC', '/how-to-use-shield-controller-on-pc'],
      ['How to use a GameCube controller on PC', '/how-to-use-gamecube-controller-on-pc'],
      ['How to use a PS3 controller on PC', '/how-to-use-ps3-controller-on-pc'],
      ['Joystick mapper', '/joystick-mapper'],
    ],
  },
  zh_CN: {
    title: '如何在电脑上使用罗技手柄',
    intro:
      'F310、无线款 F710 等罗技手柄在电脑玩家中很常见，许多老款罗技手柄也依然好用。问题出在输入模式上：如今大多数游戏只认 Xbox 式的 XInput 手柄，而忽略 DirectInput 设备。本指南会帮您选好模式、让 Remapper 识别手柄，并介绍如何让老款 DirectInput 手柄也能畅玩新游戏。',
    device: '罗技 F310、F510、F710 及老款罗技手柄',
    requirements: [
      '一个罗技手柄；无线款需带上它的 USB 接收器',
      '一个空闲的 USB 接口；无线 F710 最好选一个与座位之间没有遮挡的接口',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64）',
      '已安装 Remapper；首次激活需要联网',
    ],
    steps: [
      {
        title: '选择 X 或 D 模式',
        body: `
F310、F510 和 F710 上有一个标着 **X** 和 **D** 的小开关。**X**（XInput）让手柄像 Xbox 手柄一样工作，这也是大多数现代游戏所期望的。**D**（DirectInput）是较早的模式，一些老游戏和模拟器更喜欢它。

请在插上手柄之前拨好开关；除非确定需要 **D**，否则选 **X**。没有开关的老款罗技手柄一律是 DirectInput 模式，按照下面的步骤同样可以让它们正常工作。
`,
      },
      {
        title: '连接手柄',
        body: `
把有线手柄或无线手柄的 USB 接收器插到电脑上。无线手柄要先打开电源，再按一个键唤醒它。第一次连接时 Windows 会安装设备，请等它完成。

如果手柄上的 **Mode** 指示灯亮着，说明左摇杆和方向键互换了位置。按一下 **Mode**，让指示灯熄灭，即可恢复常规布局。
`,
      },
      {
        title: '让 Remapper 识别手柄',
        body: `
启动 Remapper。手柄会出现在设备列表中：X 模式下显示为 Xbox 式手柄，D 模式或老款手柄则显示罗技的名称。按一按键、推一推摇杆，示意图上对应的位置会亮起。

如果之后在 **X** 和 **D** 之间切换，手柄会被识别为另一个设备，因此两种模式各自保留自己的配置。
`,
      },
      {
        title: '创建带虚拟 Xbox 手柄的配置',
        body: `
选中手柄，新建一个 **配置** 并用游戏名称命名。如果是 DirectInput 手柄，请开启 **虚拟 Xbox 360 手柄**：游戏会看到一个它能识别的 Xbox 手柄，以前不认这个老手柄的游戏现在也能用了。

检查一下示意图上的对应关系。DirectInput 手柄的按键用数字编号而不是字母，请确认 **1**、**2**、**3**、**4** 按您希望的方式对应到 **X**、**A**、**B**、**Y**。
`,
      },
      {
        title: '按需重新映射',
        body: `
点击任意按键即可修改。下面是一些适合罗技手柄的思路：

- 大多数游戏会忽略 **罗技** 键，可以把它映射为截图键或游戏地图。
- F310 的扳机是数字扳机，可以用 **按下** 触发方式在按下时执行一个轻操作，再用 **松开** 执行第二个操作。
- 给按键加上 **连发**：**Turbo** 在按住时重复，**Toggle** 则让它自动持续。
`,
      },
      {
        title: '用配置槽和 Shift 层扩展空间',
        body: `
一个手柄最多 4 个 **配置槽**，可以保存多套布局，用 1 到 3 个按键组成的快捷键切换，例如 **Back** + **Start**。在某个配置槽里放一套键鼠布局，手柄就能操控不支持手柄的游戏。

**Shift 层** 能让每个按键在您按住 **LB** 这类修饰键时承担第二种功能。一个配置最多可以有 4 个 Shift 层。
`,
      },
      {
        title: '应用、测试并保存',
        body: `
点击 **应用**，打开游戏，试一试每个按键和两根摇杆。不顺手的地方改一改再应用；配置会随手柄一起保存。

为游戏程序开启 **自动识别**，Remapper 就会在游戏启动时应用这套配置，在游戏关闭时停止。
`,
      },
    ],
    closing: `
## 常见问题

- **F710 延迟或断连：** 把接收器插到离您近一点的接口，或者用 USB 延长线把它放到桌面上。
- **游戏识别出两个手柄：** 游戏同时读取了真实手柄和虚拟手柄。请在游戏选项中关闭真实手柄的输入，或在 Remapper 中隐藏它，只让虚拟手柄传给游戏。
- **按键位置不对：** 检查 **X**/**D** 开关和 **Mode** 指示灯，两者都会改变布局。
`,
    related: [
      ['如何在电脑上使用 NVIDIA SHIELD 手柄', '/how-to-use-shield-controller-on-pc'],
      ['如何在电脑上使用 GameCube 手柄', '/how-to-use-gamecube-controller-on-pc'],
      ['如何在电脑上使用 PS3 手柄', '/how-to-use-ps3-controller-on-pc'],
      ['摇杆映射器', '/joystick-mapper'],
    ],
  },
});
