import { howToGuide } from './guide';

// spec 2: /how-to-use-shield-controller-on-pc; spec 9: the NVIDIA SHIELD controller has 28 buttons.

export const shieldControllerGuide = howToGuide('/how-to-use-shield-controller-on-pc', {
  en: {
    title: 'How to use an NVIDIA SHIELD controller on PC',
    intro:
      'The NVIDIA SHIELD controller was made for the SHIELD TV, but it is a full-size gamepad that works on a Windows PC too. Games only see part of it, though, and its media and system controls do nothing by default. Remapper reads all 28 buttons of the SHIELD controller and lets you map each one to keys, mouse actions or a virtual Xbox controller.',
    device: 'NVIDIA SHIELD controller',
    requirements: [
      'An NVIDIA SHIELD controller, charged',
      'A micro-USB data cable (the 2017 model can also pair over Bluetooth)',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64',
      'Remapper installed, with an internet connection for the first activation',
    ],
    steps: [
      {
        title: 'Connect the controller',
        body: `
Plug the SHIELD controller into the PC with a micro-USB cable. The first time, Windows installs the device; give it a moment to finish before you start Remapper.

Owners of the 2017 model can connect without a cable: put the controller into pairing mode as its manual describes, then choose it under **Settings > Bluetooth & devices > Add device > Bluetooth**. The cable remains the simplest choice while you set things up.
`,
      },
      {
        title: 'Let Remapper detect all 28 buttons',
        body: `
Start Remapper. The SHIELD controller appears in the device list with a picture of its layout. Press the face buttons, the shoulders, the stick clicks and the system and media controls in turn: each one lights up on the picture.

That is the point of using Remapper here. Windows games see the SHIELD controller as a basic gamepad, but Remapper sees all 28 buttons, so even the controls a game ignores can carry a mapping.
`,
      },
      {
        title: 'Create a config with a virtual Xbox controller',
        body: `
Select the controller, add a new **config** and name it after the game. For games with controller support, turn on the **virtual Xbox 360** controller: the face buttons, sticks, bumpers and triggers line up with their Xbox counterparts, and the game shows the prompts it was designed with.

For a game that only knows the keyboard and mouse, leave the virtual controller off and map buttons straight to keys in the next step.
`,
      },
      {
        title: 'Map the extra controls',
        body: `
Now give the buttons that games ignore something useful to do. Click a control on the picture and pick a keyboard key, a mouse action, a macro or a **command**:

- If your model has **volume** controls, they can change the game's volume or become two more action buttons.
- The **Back** and **Home** buttons can open the map and the inventory.
- The **NVIDIA** button can start a screen recording shortcut or switch to the desktop.
`,
      },
      {
        title: 'Use activators and shift layers for even more',
        body: `
Every button has 6 activators: single, double, triple and long press, start and release. Give the **Home** button a single press for the map and a long press for the quest log, and you have added a control without a new button.

A **shift layer** doubles the whole controller: hold **LB** and every button has a second mapping. A config holds 4 shift layers, and the device has room for about 1000 mappings across all of them.
`,
      },
      {
        title: 'Set up slots for different games',
        body: `
Up to 4 **slots** per controller keep separate layouts side by side: an Xbox layout for an action game, a keyboard layout for a strategy game, a media layout for watching videos on the PC.

Switch slots with a shortcut of 1 to 3 buttons, such as **Back** + **Start**. The **desktop overlay** shows which slot is active, so you always know which layout you are in.
`,
      },
      {
        title: 'Apply, test and save',
        body: `
Press **Apply**, then open the game and try each control, the extra ones included. Change what does not feel right and apply again; the config is saved with the controller.

Turn on **autodetect** for each game's program, and Remapper loads the matching config as soon as the game starts.
`,
      },
    ],
    closing: `
## Tips for the SHIELD controller

- A config you like is easy to share: publish it to the [community](/community), where other SHIELD owners share theirs too.
- Plug the controller in while you play if the battery is low; it charges over the same cable.
- Remapper needs Windows 10 or 11 (64-bit), .NET Framework 4.7.2 or later and DirectX 9 or later, all standard on current Windows PCs.
`,
    related: [
      ['How to use a Logitech controller on PC', '/how-to-use-logitech-controller-on-pc'],
      ['How to use a PS4 controller on PC', '/how-to-use-ps4-controller-on-pc'],
      ['Advanced controller mapping', '/advanced-controller-mapping'],
      ['Map the Xbox Elite controller', '/map-xbox-elite'],
    ],
  },
  zh_CN: {
    title: '如何在电脑上使用 NVIDIA SHIELD 手柄',
    intro:
      'NVIDIA SHIELD 手柄原本是为 SHIELD TV 设计的，但它是一款全尺寸手柄，在 Windows 电脑上同样可以使用。不过游戏只能识别它的一部分按键，媒体键和系统键默认什么也不做。Remapper 能读取 SHIELD 手柄的全部 28 个按键，并允许您把每个键映射为键盘按键、鼠标操作或虚拟 Xbox 手柄。',
    device: 'NVIDIA SHIELD 手柄',
    requirements: [
      '一个已充电的 NVIDIA SHIELD 手柄',
      '一根 Micro-USB 数据线（2017 款也可以通过蓝牙配对）',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64）',
      '已安装 Remapper，首次激活时需联网',
    ],
    steps: [
      {
        title: '连接手柄',
        body: `
用 Micro-USB 线把 SHIELD 手柄接到电脑上。第一次连接时 Windows 会安装设备，请等它完成后再启动 Remapper。

2017 款手柄也可以无线连接：按说明书的方法让手柄进入配对模式，然后在 **设置 > 蓝牙和其他设备 > 添加设备 > 蓝牙** 中选择它。不过在设置阶段，用线连接仍然最省事。
`,
      },
      {
        title: '让 Remapper 识别全部 28 个按键',
        body: `
启动 Remapper。SHIELD 手柄会带着布局示意图出现在设备列表中。依次按下 ABXY 键、肩键、摇杆按压以及系统键和媒体键，示意图上对应的按键都会亮起。

这正是在这里使用 Remapper 的意义所在。Windows 游戏只把 SHIELD 手柄当作一个普通手柄，而 Remapper 能看到全部 28 个按键，就连游戏忽略的按键也能设置映射。
`,
      },
      {
        title: '创建带虚拟 Xbox 手柄的配置',
        body: `
选中手柄，新建一个 **配置** 并用游戏名称命名。对于支持手柄的游戏，开启 **虚拟 Xbox 360 手柄**：ABXY 键、摇杆、肩键和扳机都会对应到 Xbox 手柄的相应按键，游戏也会显示原本设计的按键提示。

对于只支持键盘和鼠标的游戏，不要开启虚拟手柄，在下一步中直接把按键映射为键盘按键即可。
`,
      },
      {
        title: '映射额外的按键',
        body: `
现在给那些被游戏忽略的按键安排点用处。在示意图上点击一个按键，选择键盘按键、鼠标操作、宏或 **命令**：

- 如果您的型号带有 **音量** 键，可以用它调节游戏音量，也可以把它变成两个额外的操作键。
- **返回** 键和 **主页** 键可以用来打开地图和背包。
- **NVIDIA** 键可以触发录屏快捷键，或切换到桌面。
`,
      },
      {
        title: '用触发方式和 Shift 层扩展更多功能',
        body: `
每个按键都有 6 种触发方式：单击、双击、三击、长按、按下和松开。让 **主页** 键单击打开地图、长按打开任务日志，不用新增按键就多了一个操作。

**Shift 层** 能让整个手柄的按键翻倍：按住 **LB**，每个按键都有第二套映射。一个配置最多 4 个 Shift 层，所有层加起来，整个设备约可设置 1000 条映射。
`,
      },
      {
        title: '为不同游戏设置配置槽',
        body: `
每个手柄最多 4 个 **配置槽**，可以同时保存几套独立的布局：动作游戏用 Xbox 布局，策略游戏用键盘布局，在电脑上看视频时用媒体布局。

用 1 到 3 个按键组成的快捷键切换配置槽，例如 **返回** + **开始**。**桌面悬浮窗** 会显示当前使用的配置槽，让您随时知道自己在用哪套布局。
`,
      },
      {
        title: '应用、测试并保存',
        body: `
点击 **应用**，打开游戏，逐个试一试各个按键，包括那些额外的按键。不顺手的地方改一改再应用；配置会随手柄一起保存。

为每个游戏程序开启 **自动识别**，游戏一启动，Remapper 就会加载对应的配置。
`,
      },
    ],
    closing: `
## SHIELD 手柄小贴士

- 满意的配置可以轻松分享：把它发布到 [社区](/community)，其他 SHIELD 用户也在那里分享自己的配置。
- 电量不足时，边玩边插着线就行，同一根线就能充电。
- Remapper 需要 64 位 Windows 10 或 11、.NET Framework 4.7.2 或更高版本以及 DirectX 9 或更高版本，如今的 Windows 电脑都已自带这些组件。
`,
    related: [
      ['如何在电脑上使用罗技手柄', '/how-to-use-logitech-controller-on-pc'],
      ['如何在电脑上使用 PS4 手柄', '/how-to-use-ps4-controller-on-pc'],
      ['高级手柄映射', '/advanced-controller-mapping'],
      ['映射 Xbox Elite 手柄', '/map-xbox-elite'],
    ],
  },
});
