import QtQuick
import QtQuick.Window
import QtQuick.Controls.Basic
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Start

// The one window. Navigator.step says which screen shows. The start screen is built with the
// window; every other screen is compiled and created only when its step comes (from its
// feature's module, off the main thread where it can be), and the Loader destroys it the
// moment the step changes: a private screen exists only while its player is confirmed.
ApplicationWindow {
    id: window
    objectName: "mainWindow"
    // The size the family left it at, or 1280x800; never more than the screen has room for
    // (a 1024x600 tablet opens at 1024x600), and remembered when the window closes.
    width: Math.min(Settings.windowWidth > 0 ? Settings.windowWidth : 1280,
                    Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth : 1280)
    height: Math.min(Settings.windowHeight > 0 ? Settings.windowHeight : 800,
                     Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight : 800)
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    visibility: Settings.fullScreen || Kiosk.active ? Window.FullScreen : Window.Windowed
    flags: Kiosk.active ? (Qt.Window | Qt.FramelessWindowHint) : Qt.Window
    onClosing: (close) => {
        close.accepted = Kiosk.mayClose
        if (close.accepted && visibility === Window.Windowed)
            Settings.rememberWindowSize(width, height)
    }
    title: qsTr("Dixit Desktop")
    color: Theme.nightDeep
    font.family: Theme.textFont
    font.pixelSize: Theme.fontBody

    onWidthChanged: Theme.windowWidth = width
    onHeightChanged: Theme.windowHeight = height
    Component.onCompleted: {
        Theme.windowWidth = width
        Theme.windowHeight = height
    }
    Binding { target: Theme; property: "holdMs"; value: Settings.holdMs }
    Binding { target: Theme; property: "reducedMotion"; value: Settings.reducedMotion }

    readonly property int step: Navigator.step
    readonly property bool showTrack: step === Steps.BOARD || step === Steps.GIVERS || step === Steps.REVEAL

    // The module and type of each step's screen (the start screen is built in, below).
    function screenOf(step: int): var {
        switch (step) {
        case Steps.SETUP: return ["DixitDesktop.Setup", "SetupScreen"]
        case Steps.HANDOFF: return ["DixitDesktop.Turn", "HandoffScreen"]
        case Steps.CLUE:
        case Steps.PARTY_CLUE:
        case Steps.PLAY: return ["DixitDesktop.Turn", "HandScreen"]
        case Steps.GIVERS: return ["DixitDesktop.Turn", "GiversScreen"]
        case Steps.BOARD: return ["DixitDesktop.Turn", "BoardScreen"]
        case Steps.VOTE: return ["DixitDesktop.Turn", "VoteScreen"]
        case Steps.REVEAL: return ["DixitDesktop.Turn", "RevealScreen"]
        case Steps.END: return ["DixitDesktop.Turn", "EndScreen"]
        case Steps.STORY: return ["DixitDesktop.History", "StoryScreen"]
        case Steps.HISTORY: return ["DixitDesktop.History", "HistoryScreen"]
        case Steps.CREDITS: return ["DixitDesktop.Start", "CreditsScreen"]
        case Steps.SETTINGS: return ["DixitDesktop.Settings", "SettingsScreen"]
        case Steps.PAUSE: return ["DixitDesktop.Pause", "PauseScreen"]
        case Steps.RULES: return ["DixitDesktop.Pause", "RulesScreen"]
        default: return null
        }
    }

    // Screens compiled so far, by "Module/Type": each compiles once, off the main thread, the
    // first time its step comes; a Loader gets it only once it is ready. The file is found in
    // its module's folder ("DixitDesktop.Turn" -> Turn/): creating by module and type name
    // (Qt.createComponent(uri, type)) crashed in QQmlComponent::beginCreate when a process
    // had run an earlier engine (PySide6 6.11.3; see docs/adr/0003-lazy-screens.md).
    property var compiled: ({})
    function component(where: var): Component {
        const key = where[0] + "/" + where[1]
        if (!compiled[key]) {
            const folder = where[0].split(".").slice(1).join("/")
            const url = Qt.resolvedUrl(folder + "/" + where[1] + ".qml")
            const c = Qt.createComponent(url, Component.Asynchronous)
            const report = () => { if (c.status === Component.Error) console.error(c.errorString()) }
            c.statusChanged.connect(report)
            report()
            compiled[key] = c
        }
        return compiled[key]
    }
    // What the steps after this one will need: compiled (never created) in the background
    // once the current screen is up, so that a screen's first showing is not held up.
    function aheadOf(step: int): var {
        switch (step) {
        case Steps.START: return [["DixitDesktop.Setup", "SetupScreen"], ["DixitDesktop.Turn", "HandoffScreen"]]
        case Steps.SETUP:
        case Steps.HANDOFF: return [["DixitDesktop.Turn", "HandoffScreen"], ["DixitDesktop.Turn", "HandScreen"],
                                    ["DixitDesktop.Table", "ScoreTrack"], ["DixitDesktop.Turn", "GiversScreen"],
                                    ["DixitDesktop.Turn", "BoardScreen"], ["DixitDesktop.Turn", "VoteScreen"],
                                    ["DixitDesktop.Turn", "RevealScreen"]]
        case Steps.REVEAL: return [["DixitDesktop.Turn", "EndScreen"], ["DixitDesktop.History", "StoryScreen"]]
        default: return []
        }
    }
    Timer {
        id: lookAhead
        interval: 250
        onTriggered: window.aheadOf(window.step).forEach(where => window.component(where))
    }
    function ready(c: Component): Component {
        return c && c.status === Component.Ready ? c : null
    }
    readonly property Component wanted: {
        const where = screenOf(step)
        return where ? component(where) : startScreen
    }

    NightSky {
        anchors.fill: parent
        tint: window.step === Steps.HANDOFF ? Handoff.colour
            : (Choice.viewer >= 0 ? Choice.viewerColour : "transparent")
    }

    Loader {   // the score track around the public table screens
        anchors.fill: parent
        active: window.showTrack
        sourceComponent: active ? window.ready(window.component(["DixitDesktop.Table", "ScoreTrack"])) : null
    }

    Loader {
        id: screenLoader
        objectName: "screenLoader"
        anchors.fill: parent
        anchors.margins: window.showTrack ? Theme.trackBand : 0
        focus: true
        sourceComponent: window.ready(window.wanted)
        // the step whose screen is shown (-1 while it is still being compiled): tests wait on it
        readonly property int step: item && sourceComponent === window.wanted ? window.step : -1
        onLoaded: {
            (item as Item).forceActiveFocus()
            lookAhead.restart()
        }
    }

    Component { id: startScreen; StartScreen {} }

    Toast {   // at the top, where it never covers the buttons; above every veil (a wrong PIN)
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: Theme.margin
        z: 500
        text: Navigator.notice
        onDismissed: Navigator.dismissNotice()
    }

    Shortcut {   // Escape: close a question, leave a side screen, or pause a game
        sequence: "Escape"
        onActivated: Navigator.back()
    }

    BigButton {   // the way out of a game by mouse and touch: the pause menu
        objectName: "pauseButton"
        readonly property bool inGame: window.step === Steps.HANDOFF || window.step === Steps.CLUE
                                       || window.step === Steps.PARTY_CLUE || window.step === Steps.PLAY
                                       || window.step === Steps.GIVERS || window.step === Steps.BOARD
                                       || window.step === Steps.VOTE || window.step === Steps.REVEAL
        visible: inGame
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: window.showTrack ? Theme.trackBand + Theme.gapSmall : Theme.gapSmall
        z: 300
        tone: "ghost"
        text: "❚❚"
        implicitWidth: Theme.touch
        focusPolicy: Qt.NoFocus   // never takes the keyboard from the screen (Escape pauses)
        Accessible.name: qsTr("Pause: menu, rules, settings, or home")
        onActivated: Navigator.pause()
    }

    MouseArea {   // kiosk: a grown-up's long press in the top-left corner, then the PIN
        objectName: "kioskCorner"
        visible: Kiosk.active
        x: 0; y: 0; z: 300
        width: Theme.kioskCorner; height: width
        pressAndHoldInterval: 3000
        onPressAndHold: Kiosk.requestExit()
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Grown-ups: press and hold here to leave kiosk mode")
    }

    Loader {   // the PIN to leave kiosk mode, only while it is asked for
        anchors.fill: parent
        z: 400
        active: Kiosk.exitPrompt
        sourceComponent: active ? window.ready(window.component(["DixitDesktop.Settings", "PinPad"])) : null
    }
}
