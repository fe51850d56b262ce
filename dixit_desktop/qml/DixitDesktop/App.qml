import QtQuick
import QtQuick.Window
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Start

// Everything the window shows once the Python side is ready (Main.qml shows the night sky and
// the title until then, so the first frame does not wait for it). Navigator.step says which
// screen shows. The start screen is built in; every other screen is compiled and created only
// when its step comes (from its feature's folder, off the main thread where it can be), and
// the Loader destroys it the moment the step changes: a private screen exists only while its
// player is confirmed.
FocusScope {
    id: app
    objectName: "app"
    required property var window   // the ApplicationWindow of Main.qml
    // a right-to-left language (or `screenshots --rtl`) mirrors every layout, anchor and text
    LayoutMirroring.enabled: Application.layoutDirection === Qt.RightToLeft
    LayoutMirroring.childrenInherit: true

    // the window follows the settings and kiosk mode
    Binding {
        target: app.window
        property: "visibility"
        value: Settings.fullScreen || Kiosk.active ? Window.FullScreen : Window.Windowed
    }
    Binding {
        target: app.window
        property: "flags"
        value: Kiosk.active ? (Qt.Window | Qt.FramelessWindowHint) : Qt.Window
    }
    Binding { target: Theme; property: "holdMs"; value: Settings.holdMs }
    Binding { target: Theme; property: "reducedMotion"; value: Settings.reducedMotion }
    Component.onCompleted: {   // the size the family left it at, never more than the screen's room
        if (Settings.windowWidth > 0 && app.window.visibility === Window.Windowed) {
            app.window.width = Math.min(Settings.windowWidth, Screen.desktopAvailableWidth || Settings.windowWidth)
            app.window.height = Math.min(Settings.windowHeight, Screen.desktopAvailableHeight || Settings.windowHeight)
        }
    }
    // Main.qml asks before the window closes: kiosk mode refuses; the size is remembered
    function closing(close: var): void {
        close.accepted = Kiosk.mayClose
        if (close.accepted && app.window.visibility === Window.Windowed)
            Settings.rememberWindowSize(app.window.width, app.window.height)
    }

    // what is known about each step (its screen, the score track, the pause button, the
    // screens to compile ahead, the sky's tint) is written once, in session/steps.py
    readonly property int step: Navigator.step
    readonly property bool showTrack: Navigator.showsTrack

    // Screens compiled so far, by "Folder/Type" under DixitDesktop/ ("Turn/HandScreen"): each
    // compiles once, off the main thread, the first time its step comes; a Loader gets it only
    // once it is ready. The file is found by its path: creating by module and type name
    // (Qt.createComponent(uri, type)) crashed in QQmlComponent::beginCreate when a process
    // had run an earlier engine (PySide6 6.11.3; see docs/adr/0003-lazy-screens.md).
    property var compiled: ({})
    function component(key: string): Component {
        if (!compiled[key]) {
            const url = Qt.resolvedUrl(key + ".qml")
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
    Timer {
        id: lookAhead
        interval: Theme.lookAheadMs
        onTriggered: Navigator.screensAhead.forEach(key => app.component(key))
    }
    function ready(c: Component): Component {
        return c && c.status === Component.Ready ? c : null
    }
    readonly property Component wanted: Navigator.screen ? component(Navigator.screen) : startScreen

    NightSky {
        anchors.fill: parent
        tint: Navigator.tint
    }

    Loader {   // the score track around the public table screens
        id: trackLoader
        anchors.fill: parent
        active: app.showTrack
        sourceComponent: active ? app.ready(app.component("Table/ScoreTrack")) : null
    }
    // at the reveal the rabbits hop once the reveal screen is up and its cards have turned,
    // with the points
    function pointsShownOn(screen: var): bool {
        return screen !== null && screen.pointsShown === true
    }
    Binding {
        target: trackLoader.item
        when: trackLoader.item !== null
        property: "waiting"
        value: app.step === Steps.REVEAL
               && !(screenLoader.step === Steps.REVEAL && app.pointsShownOn(screenLoader.item))
    }

    Loader {
        id: screenLoader
        objectName: "screenLoader"
        anchors.fill: parent
        anchors.margins: app.showTrack ? Theme.trackBand : 0
        focus: true
        sourceComponent: app.ready(app.wanted)
        // the step whose screen is shown (-1 while it is still being compiled): tests wait on it
        readonly property int step: item && sourceComponent === app.wanted ? app.step : -1
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
        mustRead: Navigator.noticeMustRead   // saving stopped: stays until its OK is pressed
        badge: Navigator.notSaving           // and a small line while nothing is saved
        onDismissed: Navigator.dismissNotice()
    }

    Shortcut {   // Escape: close a question, leave a side screen, or pause a game
        sequence: "Escape"
        onActivated: Navigator.back()
    }

    BigButton {   // the way out of a game by mouse and touch: the pause menu
        objectName: "pauseButton"
        // on the turn's own screens and the public board and reveal (the givers' screen keeps
        // its corner; Escape pauses there too, and every turn passes a handoff)
        visible: Navigator.pauseButton
        anchors.right: parent.right
        anchors.top: parent.top
        // inside the track on the public board and reveal, whose screens leave it this corner
        anchors.margins: app.showTrack ? Theme.trackBand + Theme.gap : Theme.gapSmall
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
        pressAndHoldInterval: Theme.kioskHoldMs
        onPressAndHold: Kiosk.requestExit()
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Grown-ups: press and hold here to leave kiosk mode")
    }

    // The public table on a second screen (a TV), only while the family shows it there: made
    // when the screen is there and chosen, hidden and destroyed the moment either goes.
    Binding { target: TableScreen; property: "homeScreen"; value: app.window.screen ? app.window.screen.name : "" }
    property Window tableWindow: null
    readonly property Component tableComponent: TableScreen.shown
        ? app.ready(app.component("TableScreen/TableWindow")) : null
    onTableComponentChanged: {
        if (app.tableWindow) {
            app.tableWindow.visible = false
            app.tableWindow.destroy()
            app.tableWindow = null
        }
        if (app.tableComponent) {
            app.tableWindow = app.tableComponent.createObject(app) as Window
            app.window.requestActivate()   // the keyboard stays with the device's window
        }
    }

    Loader {   // the PIN to leave kiosk mode, only while it is asked for
        anchors.fill: parent
        z: 400
        active: Kiosk.exitPrompt
        sourceComponent: active ? app.ready(app.component("Settings/PinPad")) : null
    }
}
