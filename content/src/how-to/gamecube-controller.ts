import { howToGuide } from './guide';

// spec 2: /how-to-use-gamecube-controller-on-pc; spec 9: 3 zones for sticks and triggers.

export const gameCubeControllerGuide = howToGuide('/how-to-use-gamecube-controller-on-pc', {
  en: {
    title: 'How to use a GameCube controller on PC',
    intro:
      'The GameCube controller has a shape many players never gave up on, with its big A button, its C-stick and analog triggers that click at the end of their travel. It has no USB plug, so it needs an adapter, and most PC games will not know what to do with its layout. This guide connects the controller through an adapter and turns it into a virtual Xbox controller or a keyboard with Remapper.',
    device: 'Nintendo GameCube controller, through a USB adapter',
    requirements: [
      'A GameCube controller (wired; the WaveBird needs its own receiver in the adapter)',
      'A GameCube controller adapter for USB, such as one made for the Wii U or Switch with a PC mode',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64',
      'Remapper installed, and an internet connection to activate it',
    ],
    steps: [
      {
        title: 'Connect the adapter and the controller',
        body: `
Plug the adapter into the PC and the GameCube controller into the adapter's first port. Adapters differ, so read the adapter's manual: many have a switch that chooses between console and **PC** mode, and some need both of their USB plugs connected to power the controller's rumble.

Once Windows has set up the adapter, each port with a controller in it is a separate controller for the PC.
`,
      },
      {
        title: 'Let Remapper detect the controller',
        body: `
Start Remapper and look at the device list: the controller appears there, named after the adapter's port. Press **A** and move the control stick to make sure you have the right entry, especially if several controllers are plugged into the adapter.

No entry? Unplug the adapter, plug it back in, and check its mode switch again before trying once more.
`,
      },
      {
        title: 'Create a config with a virtual Xbox controller',
        body: `
Select the controller and add a new **config** named after your game. Turn on the **virtual Xbox 360** controller, so the game sees a standard Xbox controller instead of an unknown adapter.

Then map the GameCube layout onto it. A natural starting point: **A** to **A**, **B** to **B**, **X** and **Y** to **X** and **Y**, the control stick to the left stick, the C-stick to the right stick, **L** and **R** to the triggers and **Z** to the right bumper.
`,
      },
      {
        title: 'Use the trigger zones',
        body: `
The GameCube triggers are analog, with a click at the very end. Remapper splits a trigger into 3 zones, so you can use both parts: a light press on **R** can aim while the full click fires, or a light press on **L** can walk while the click makes you dodge.

Set where each zone starts by pressing the trigger slowly and watching the bar in Remapper. If a zone fires too early, move its start further along.
`,
      },
      {
        title: 'Add the buttons the GameCube never had',
        body: `
Modern games expect a second bumper, a **Back** button and clickable sticks, which the GameCube controller lacks. A **shift layer** adds them: hold **Z**, and **Start** becomes **Back**, **X** becomes the left bumper, and a push of the C-stick can stand in for a stick click.

Activators help too: a **long press** on **Start** can send **Back**, while a single press stays **Start**.
`,
      },
      {
        title: 'Map it to the keyboard for older games',
        body: `
For a game that only reads the keyboard, add a **slot** with a keyboard layout instead of the virtual controller. Map the control stick to **W**, **A**, **S**, **D**, using its outer zone to add **Shift** for running, and the C-stick to the arrow keys or mouse movement.

Each controller has up to 4 slots, switched with a shortcut of 1 to 3 buttons, such as **Z** + **Start**.
`,
      },
      {
        title: 'Apply, test and save',
        body: `
Press **Apply** and try the game. Pay particular attention to the stick: GameCube sticks often rest slightly off centre, so widen the dead zone if the character creeps on its own.

The config is saved with the controller. Turn on **autodetect** for the game's program, and Remapper loads the right layout whenever you start it.
`,
      },
    ],
    closing: `
## Playing with friends

An adapter with four ports gives you four controllers. Each one gets its own config in Remapper, and each can have its own virtual Xbox controller, so local multiplayer games see four ordinary gamepads.

Remapper's free trial lasts 7 days on up to 2 PCs, with every feature, so you can set up all four controllers before deciding on a plan.
`,
    related: [
      ['How to use Joy-Cons on PC', '/how-to-use-joycons-on-pc'],
      ['Nintendo Switch Pro Controller on PC', '/nintendo-switch-pro-controller-on-pc'],
      ['How to use a Logitech controller on PC', '/how-to-use-logitech-controller-on-pc'],
      ['Joystick mapper', '/joystick-mapper'],
    ],
  },
  zh_CN: {
    title: '如何在电脑上使用 GameCube 手柄',
    intro:
      'GameCube 手柄的造型让许多玩家至今念念不忘：大大的 A 键、C 摇杆，还有按到底会“咔哒”一声的模拟扳机。它没有 USB 接口，所以需要适配器，而且大多数电脑游戏都不知道该如何对待它的布局。本指南介绍如何通过适配器连接手柄，并用 Remapper 把它变成虚拟 Xbox 手柄或键盘。',
    device: '任天堂 GameCube 手柄（通过 USB 适配器连接）',
    requirements: [
      '一个 GameCube 手柄（有线款；WaveBird 无线手柄需要把接收器插在适配器上）',
      '一个 USB 接口的 GameCube 手柄适配器，例如为 Wii U 或 Switch 设计、带 PC 模式的款式',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64）',
      '已安装 Remapper，并能联网激活',
    ],
    steps: [
      {
        title: '连接适配器和手柄',
        body: `
把适配器插到电脑上，再把 GameCube 手柄插到适配器的第一个接口。不同适配器的用法不同，请阅读适配器的说明书：很多适配器有一个用来在主机模式和 **PC** 模式之间切换的开关，有些还需要把两个 USB 插头都插上，才能为手柄的震动供电。

Windows 装好适配器后，每个插着手柄的接口在电脑上都是一个独立的手柄。
`,
      },
      {
        title: '让 Remapper 识别手柄',
        body: `
启动 Remapper，查看设备列表：手柄会以适配器接口的名称出现在列表中。按一下 **A** 键、推一推主摇杆，确认选中的是正确的那一项，尤其是当适配器上插着多个手柄时。

列表中没有？拔下适配器重新插上，再检查一遍模式开关，然后重试。
`,
      },
      {
        title: '创建带虚拟 Xbox 手柄的配置',
        body: `
选中手柄，新建一个 **配置** 并用游戏名称命名。开启 **虚拟 Xbox 360 手柄**，这样游戏看到的就是一个标准 Xbox 手柄，而不是一个未知的适配器。

然后把 GameCube 的布局对应上去。一个自然的起点是：**A** 对应 **A**，**B** 对应 **B**，**X** 和 **Y** 对应 **X** 和 **Y**，主摇杆对应左摇杆，C 摇杆对应右摇杆，**L** 和 **R** 对应扳机，**Z** 对应右肩键。
`,
      },
      {
        title: '利用扳机分区',
        body: `
GameCube 的扳机是模拟扳机，按到底还有一下“咔哒”。Remapper 可以把扳机分为 3 个区域，前后两段都能用上：比如轻按 **R** 瞄准、按到底开火，或者轻按 **L** 慢走、按到底闪避。

慢慢按下扳机，观察 Remapper 中的进度条，设定每个区域的起点。如果某个区域触发得太早，就把它的起点往后调。
`,
      },
      {
        title: '补上 GameCube 没有的按键',
        body: `
现代游戏需要第二个肩键、**Back** 键和可按压的摇杆，而 GameCube 手柄都没有。用 **Shift 层** 就能补上：按住 **Z** 时，**Start** 变成 **Back**，**X** 变成左肩键，推一下 C 摇杆还可以代替摇杆按压。

触发方式也能帮忙：**长按** **Start** 发送 **Back**，单击则仍然是 **Start**。
`,
      },
      {
        title: '为老游戏映射成键盘',
        body: `
对于只能读取键盘的游戏，可以添加一个使用键盘布局、不开虚拟手柄的 **配置槽**。把主摇杆映射为 **W**、**A**、**S**、**D**，并在最外侧区域额外加上 **Shift** 用于奔跑，C 摇杆则映射为方向键或鼠标移动。

每个手柄最多 4 个配置槽，用 1 到 3 个按键组成的快捷键切换，例如 **Z** + **Start**。
`,
      },
      {
        title: '应用、测试并保存',
        body: `
点击 **应用**，进入游戏试玩。特别留意摇杆：GameCube 的摇杆静止时经常略微偏离中心，如果角色会自己慢慢移动，就把死区调大。

配置会随手柄一起保存。为游戏程序开启 **自动识别**，每次启动游戏时 Remapper 都会加载正确的布局。
`,
      },
    ],
    closing: `
## 和朋友一起玩

四个接口的适配器就能接四个手柄。在 Remapper 中，每个手柄都有自己的配置和各自的虚拟 Xbox 手柄，本地多人游戏看到的就是四个普通手柄。

Remapper 的免费试用期为 7 天，最多 2 台电脑，包含全部功能，您可以先把四个手柄都设置好，再决定选择哪个套餐。
`,
    related: [
      ['如何在电脑上使用 Joy-Con', '/how-to-use-joycons-on-pc'],
      ['在电脑上使用 Nintendo Switch Pro 手柄', '/nintendo-switch-pro-controller-on-pc'],
      ['如何在电脑上使用罗技手柄', '/how-to-use-logitech-controller-on-pc'],
      ['摇杆映射器', '/joystick-mapper'],
    ],
  },
});
