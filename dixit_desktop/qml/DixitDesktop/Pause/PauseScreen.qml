import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The pause menu (Escape, or the pause button, during a game): back to the game, how to play,
// settings, or home with the game saved. Nothing private is on it: a hand that was open is
// taken away, and its player holds "I am ..." again after the pause.
FocusScope {
    id: screen
    objectName: "pauseScreen"

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        spacing: Theme.gap

        TitleText {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Paused")
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        CaptionText {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("The game is saved. Nothing secret is on screen.")
        }
        BigButton {
            objectName: "resumeButton"
            Layout.fillWidth: true
            text: qsTr("Back to the game")
            Accessible.name: qsTr("Back to the game")
            focus: true
            KeyNavigation.down: rulesButton
            onActivated: Navigator.unpause()
        }
        BigButton {
            id: rulesButton
            objectName: "rulesButton"
            Layout.fillWidth: true
            tone: "paper"
            text: qsTr("How to play")
            Accessible.name: qsTr("How to play: the rules of this game")
            KeyNavigation.down: settingsButton
            onActivated: Navigator.openRules()
        }
        BigButton {
            id: settingsButton
            objectName: "pauseSettingsButton"
            Layout.fillWidth: true
            tone: "paper"
            text: qsTr("Settings")
            Accessible.name: qsTr("Open the settings")
            KeyNavigation.down: homeButton
            onActivated: Navigator.openSettings()
        }
        BigButton {
            id: homeButton
            objectName: "leaveGameButton"
            Layout.fillWidth: true
            tone: "ghost"
            text: qsTr("Home (the game stays saved)")
            Accessible.name: qsTr("Leave to the start screen; the game stays saved")
            onActivated: Navigator.quitToStart()
        }
    }
}
